"""The one JSON reader: a byte-order mark read, depth and number length bounded, keys once."""

from __future__ import annotations

import pytest

from dealer_app.model.json_values import (
    MAX_DEPTH,
    MAX_NUMBER_DIGITS,
    FormatError,
    json_choice,
    read_json,
)


def refusal(document: str | bytes) -> str:
    with pytest.raises(FormatError) as caught:
        read_json(document)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_a_byte_order_mark_is_read_as_text_and_as_bytes() -> None:
    assert read_json('\ufeff{"button": 3}') == {"button": 3}
    assert read_json(b'\xef\xbb\xbf{"button": 3}') == {"button": 3}


def test_nesting_100000_deep_is_refused_in_one_line() -> None:
    assert refusal("[" * 100_000 + "]" * 100_000) == (
        f"not valid JSON: lists and objects nested more than {MAX_DEPTH} deep"
    )
    assert read_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None


def test_brackets_inside_text_are_not_nesting() -> None:
    text = '{"title": "' + "[{" * 200 + '\\"[["}'
    assert read_json(text)["title"].startswith("[{[{")


@pytest.mark.parametrize("digits", [MAX_NUMBER_DIGITS + 1, 4301, 5000])
def test_a_number_of_thousands_of_digits_is_refused(digits: int) -> None:
    message = refusal('{"committed": ' + "9" * digits + "}")
    assert message == f"not valid JSON: a number has more than {MAX_NUMBER_DIGITS} digits"


def test_a_long_run_of_digits_in_text_is_only_text() -> None:
    assert read_json('{"name": "' + "9" * 5000 + '"}')["name"] == "9" * 5000


def test_a_key_given_twice_is_refused_naming_it() -> None:
    assert refusal('{"seats": [{"seat": 1, "seat": 2}]}') == 'not valid JSON: "seat" is given twice'


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_numbers(constant: str) -> None:
    assert "is not a number JSON allows" in refusal(f'{{"committed": {constant}}}')


def test_bytes_that_are_not_utf8_are_refused() -> None:
    assert refusal(b'{"a": "\xff"}') == "not UTF-8 text (byte 8)"


@pytest.mark.parametrize("value", [["per_pot"], {"per_pot": 1}, 1, None, "per_hand"])
def test_a_choice_of_the_wrong_type_or_name_is_refused(value: object) -> None:
    with pytest.raises(FormatError, match=r'rules: odd_chips .* is not "per_pot" or "per_split"'):
        json_choice(value, {"per_pot": 1, "per_split": 2}, "rules: odd_chips")


LONE = "a lone surrogate (\\ud800-\\udfff, half of a character) is not text"


@pytest.mark.parametrize(
    ("document", "where"),
    [
        ('{"seats": [{"seat": 3, "name": "\\ud800"}]}', "seats[0].name"),
        ('{"title": "\\udc00Hold\'em"}', "title"),
        ('{"tags": ["ok", "\\uD83C"]}', "tags[1]"),
        ('{"rules": {"\\ud800": 1}}', 'rules."\\ud800" (its name)'),
        ('"\\udfff"', "the document"),
        ('{"name": "\ud800"}', "name"),  # the character itself, in text given as text
    ],
)
def test_a_lone_surrogate_is_refused_naming_where(document: str, where: str) -> None:
    assert refusal(document) == f"{where}: {LONE}"
    if document.isascii():  # as bytes, the character itself is no UTF-8 at all
        assert refusal(document.encode("utf-8")) == f"{where}: {LONE}"


def test_a_pair_of_surrogates_is_its_character_and_an_escaped_backslash_is_text() -> None:
    assert read_json('{"name": "\\ud83c\\udca1"}') == {"name": "\U0001f0a1"}
    assert read_json('{"name": "\\\\ud800"}') == {"name": "\\ud800"}


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a": ' * 50_000, "[" * 1000 + "]"])
def test_brackets_opened_and_never_closed_are_nesting_too(text: str) -> None:
    assert refusal(text) == f"not valid JSON: lists and objects nested more than {MAX_DEPTH} deep"
