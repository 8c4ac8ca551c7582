"""Outside JSON is read within limits, and every failure is a BoundedJSONError."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from briscola_qt.engine.bounded_json import BoundedJSONError, Limits, loads

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=20),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=30,
)


@given(json_values)
def test_json_within_the_limits_reads_as_json_does(value: object) -> None:
    text = json.dumps(value)
    assert loads(text) == json.loads(text)


@settings(max_examples=300)
@given(st.text(max_size=200) | st.binary(max_size=200))
def test_any_input_is_json_or_one_bounded_error(text: str | bytes) -> None:
    try:
        loads(text)
    except BoundedJSONError as err:
        assert str(err)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("9" * 5000, "a number of 5,000 characters"),
        ("[" * 100_000, "nested more than 32 levels deep"),
        ("[" * 33 + "]" * 33, "nested more than 32 levels deep"),
        ('{"a": 1e400}', "too large"),
        ('{"a": NaN}', "NaN is not a JSON number"),
        (b"\xff\xfe", "not UTF-8 text"),
        ('{"a": ', "not JSON: Expecting value (line 1, column 7)"),
        ("", "not JSON"),
    ],
)
def test_what_is_refused_and_why(text: str | bytes, reason: str) -> None:
    with pytest.raises(BoundedJSONError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        loads(text)


def test_size_limit() -> None:
    small = Limits(max_bytes=10)
    assert loads("[1, 2, 3]", small) == [1, 2, 3]
    with pytest.raises(BoundedJSONError, match="more than 10 bytes"):
        loads("[1, 2, 3, 4, 5]", small)


def test_depth_at_the_limit_is_fine() -> None:
    assert loads("[" * 32 + "]" * 32) is not None


def test_depth_counts_arrays_and_objects_on_any_branch_past_scalars() -> None:
    three = Limits(max_depth=3)
    assert loads('{"a": 1, "b": [2, "x", {"c": 3, "d": null}], "e": {}}', three)
    with pytest.raises(BoundedJSONError, match="nested more than 3 levels deep"):
        loads('{"a": 1, "b": [2, "x", {"c": [], "d": null}], "e": {}}', three)
    with pytest.raises(BoundedJSONError, match="nested more than 3 levels deep"):
        loads('[[1, [2, 3]], {"k": [{"j": true}]}]', three)
    assert loads("7", Limits(max_depth=0)) == 7
