"""The exam's answer form for the quick drills reads an answer as their tabs do."""

from __future__ import annotations

from dealer_app.gui.training.quick_answer import QuickAnswerForm
from dealer_app.training.quick_exam import quick_item_from_dict


def test_a_count_is_read_in_the_chip_set_s_money(qtbot) -> None:
    form = QuickAnswerForm()
    qtbot.addWidget(form)
    item = quick_item_from_dict(
        {
            "drill": "count-the-stacks",
            "stacks": [["white", 6]],
            "chips": [{"name": "white", "value": 25}],
            "unit": {"symbol": "$", "per": 100},
        }
    )
    form.set_item(item)
    form.answer_edit.setText("$1.50")
    assert form.answer(item) == 150
    form.answer_edit.setText("1.5")
    assert form.answer(item) == 150
    form.answer_edit.setText("lots")
    assert form.answer(item) == "'lots': type what the stacks are worth ($14.75)."
