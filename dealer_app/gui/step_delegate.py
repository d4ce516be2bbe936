"""How a dealer's step is drawn in the steps list: as the style draws a wrapped item, from
text laid out once per step, and copied from a picture of it at each repaint."""

from __future__ import annotations

import functools
from collections import OrderedDict
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRect, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPixmap, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionFocusRect,
    QStyleOptionViewItem,
    QWidget,
)

from dealer_app.gui.pictures import cached_picture
from dealer_app.gui.recent import recent

__all__ = ["StepDelegate"]

_MEASURED_STEPS = 500
_STEP_GAP = 4
"""Pixels between two steps (half above, half below the words)."""


@dataclass(frozen=True)
class _Flags:
    """Flags as plain numbers: testing Python enum flags costs more than the drawing here.
    Made when the first step is painted: building Qt's style enums takes about 10 ms that
    the first window, with no steps yet, need not wait for."""

    wrap: int
    not_quick: int
    editing: int
    enabled: int
    selected: int
    active: int
    has_focus: int


@functools.cache
def _flags() -> _Flags:
    feature = QStyleOptionViewItem.ViewItemFeature
    state = QStyle.StateFlag
    return _Flags(
        feature.WrapText.value,
        feature.HasDecoration.value | feature.HasCheckIndicator.value,
        state.State_Editing.value,
        state.State_Enabled.value,
        state.State_Selected.value,
        state.State_Active.value,
        state.State_HasFocus.value,
    )


class StepDelegate(QStyledItemDelegate):
    """Draws the steps exactly as the style does, from text laid out once per step.

    To repaint one wrapped item the style lays its text out three times (to place it, to
    see whether it must be cut short, to draw it), and measures it once more for its
    size; a pick repaints every step. Here the style measures each text once, the text is
    laid out once, and every repaint draws from that layout. Anything this quick path
    does not cover (an icon, a check box, right-to-left text, text that must be cut short,
    a style other than Fusion) is drawn by the style itself.
    """

    def __init__(self, parent: QWidget | None = None, *, pictures: bool = False) -> None:
        super().__init__(parent)
        self._pictures = pictures
        self._sizes: OrderedDict[tuple[str, int, bool], QSize] = OrderedDict()
        self._layouts: OrderedDict[tuple[object, ...], tuple[QTextLayout, float, float]] = (
            OrderedDict()
        )

    @property
    def laid_out(self) -> int:
        """How many steps' text layouts are kept for repainting."""
        return len(self._layouts)

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        bold = index.data(Qt.ItemDataRole.FontRole) is not None

        def measure() -> QSize:
            size = super(StepDelegate, self).sizeHint(option, index)
            return QSize(size.width(), size.height() + _STEP_GAP)

        return recent(self._sizes, (str(text), option.rect.width(), bold), measure, _MEASURED_STEPS)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        background = _view_background(option) if self._pictures else None
        if background is None:
            self._paint_step(painter, option, index)
            return
        # Each pick repaints every step shown: a step is copied from a picture of it on the
        # view's own background (its words as crisp as written on the view), made once
        # per text, size and state.
        rect = option.rect
        text = index.data(Qt.ItemDataRole.DisplayRole)
        bold = index.data(Qt.ItemDataRole.FontRole) is not None
        density = painter.device().devicePixelRatioF()
        look = (
            "step",
            text,
            bold,
            option.state.value,
            option.features.value,
            int(option.displayAlignment),
            option.palette.cacheKey(),
            option.font.key(),
            background.rgba(),
            rect.width(),
            rect.height(),
            density,
        )

        def paint_step() -> QPixmap:
            # Opaque, as the view is: the words are drawn as they are on the view itself.
            picture = QPixmap(round(rect.width() * density), round(rect.height() * density))
            picture.setDevicePixelRatio(density)
            picture.fill(background)
            step = QStyleOptionViewItem(option)
            step.rect = QRect(0, 0, rect.width(), rect.height())
            target = QPainter(picture)
            self._paint_step(target, step, index)
            target.end()
            return picture

        painter.drawPixmap(rect.topLeft(), cached_picture(look, paint_step))

    def _paint_step(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        widget = item.widget
        style = widget.style() if widget is not None else QApplication.style()
        features, state = item.features.value, item.state.value
        flags = _flags()
        if not (
            item.text
            and features & flags.wrap
            and not features & flags.not_quick
            and not state & flags.editing
            and item.direction == Qt.LayoutDirection.LeftToRight
            and style.name() == "fusion"
        ):
            super().paint(painter, option, index)
            return
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        rect = item.rect
        text_rect = rect.adjusted(margin, 0, -margin, 0)
        layout, widest, height = self._laid_out(item, text_rect.width())
        if widest > text_rect.width() or height > text_rect.height():
            super().paint(painter, option, index)  # the style cuts it short with "…"
            return
        # What the style's CE_ItemViewItem does for a text item, in the same order.
        painter.save()
        if painter.hasClipping():
            painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        else:
            painter.setClipRect(rect)
        style.drawPrimitive(QStyle.PrimitiveElement.PE_PanelItemViewItem, item, painter, widget)
        enabled, selected = state & flags.enabled, state & flags.selected
        group = QPalette.ColorGroup.Normal if enabled else QPalette.ColorGroup.Disabled
        text_group = group
        if enabled and not state & flags.active:
            text_group = QPalette.ColorGroup.Inactive
        ink = QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text
        painter.setPen(item.palette.color(text_group, ink))
        size = layout.boundingRect().size().toSize()
        top = QStyle.alignedRect(
            Qt.LayoutDirection.LayoutDirectionAuto, item.displayAlignment, size, text_rect
        ).top()
        layout.draw(painter, QPointF(text_rect.x(), top))
        if state & flags.has_focus:
            focus = QStyleOptionFocusRect()
            focus.rect = style.subElementRect(
                QStyle.SubElement.SE_ItemViewItemFocusRect, item, widget
            )
            focus.state = (
                item.state
                | QStyle.StateFlag.State_KeyboardFocusChange
                | QStyle.StateFlag.State_Item
            )
            focus.direction = item.direction
            focus.palette = item.palette
            focus.fontMetrics = item.fontMetrics
            focus.styleObject = item.styleObject
            behind = QPalette.ColorRole.Highlight if selected else QPalette.ColorRole.Window
            focus.backgroundColor = item.palette.color(group, behind)
            style.drawPrimitive(QStyle.PrimitiveElement.PE_FrameFocusRect, focus, painter, widget)
        painter.restore()

    def _laid_out(self, item: QStyleOptionViewItem, width: int) -> tuple[QTextLayout, float, float]:
        """:func:`_wrapped`, kept for the steps laid out last (each repaint asks again)."""
        key = (item.text, item.font.key(), int(item.displayAlignment), width)
        return recent(self._layouts, key, lambda: _wrapped(item, width), _MEASURED_STEPS)


def _wrapped(item: QStyleOptionViewItem, width: int) -> tuple[QTextLayout, float, float]:
    """The item's text wrapped at ``width`` as the style wraps it; its widest line, height."""
    wrapping = QTextOption()
    wrapping.setWrapMode(QTextOption.WrapMode.WordWrap)
    wrapping.setTextDirection(item.direction)
    wrapping.setAlignment(QStyle.visualAlignment(item.direction, item.displayAlignment))
    layout = QTextLayout(item.text, item.font)
    layout.setTextOption(wrapping)
    widest = height = 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        line.setPosition(QPointF(0, height))
        height += line.height()
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return layout, widest, height


def _view_background(option: QStyleOptionViewItem) -> QColor | None:
    """The plain colour the item's view paints under its items, if it paints one."""
    view = option.widget
    if not isinstance(view, QAbstractItemView):
        return None
    viewport = view.viewport()
    brush = viewport.palette().brush(viewport.backgroundRole())
    if not viewport.autoFillBackground() or brush.style() != Qt.BrushStyle.SolidPattern:
        return None
    colour = brush.color()
    return colour if colour.alpha() == 255 else None
