"""``fill``: values go into a translated template once, whatever they hold."""

from __future__ import annotations

from briscola_qt.app.text.words import fill


def test_fill_puts_each_value_in_its_place_in_any_order() -> None:
    # Italian may put the placeholders in another order than English.
    assert fill("%2 vince con %1 punti", 71, "Lucia") == "Lucia vince con 71 punti"


def test_a_value_that_looks_like_a_placeholder_is_not_filled_again() -> None:
    # With chained str.replace a deck named "%2" took the second value: "20% of 20".
    assert fill("%1 of %2", "%2", 20) == "%2 of 20"
