"""The Expert's one frozen configuration and the option strings that describe it."""

from __future__ import annotations

import dataclasses

import pytest

from briscola_qt.ai.config import ConfigError, ExpertConfig, parse_options
from briscola_qt.ai.expert import ExpertPlayer
from briscola_qt.ai.registry import UnknownPlayerError, make_player


def test_the_configuration_is_frozen_and_changed_by_replace() -> None:
    config = ExpertConfig()
    with pytest.raises(dataclasses.FrozenInstanceError):
        config.think = 2.0  # type: ignore[misc]
    assert dataclasses.replace(config, think=2.0).budget(2) == 0.6
    assert config.budget(2) == 0.3 and config.budget(4) == 0.15


def test_option_strings_parse_into_the_configuration() -> None:
    config = parse_options("think=0.333333, remember=0,exact_cards=12,margin_clip=60")
    assert config == ExpertConfig(think=0.333333, remember=False, exact_cards=12, margin_clip=60)
    assert parse_options("") == ExpertConfig()
    player = make_player("expert:think=0.5,memory_floor=0", 3)
    assert isinstance(player, ExpertPlayer)
    assert (
        player.config == dataclasses.replace(player.config, think=0.5, memory_floor=False)
        and player.config.think == 0.5
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("wild_tail=1", "unknown Expert option 'wild_tail'"),
        ("think", "needs a value"),
        ("think=fast", "think must be a number of 0 or more, not 'fast'"),
        ("think=-1", "think must be a number of 0 or more"),
        ("think=nan", "finite number"),
        ("remember=yes", "remember must be a 0 or 1"),
        ("exact_cards=1.5", "exact_cards must be a whole number"),
        ("uniform_prior=0.5,middle_prior=0.5", "below 1"),
    ],
)
def test_a_bad_option_is_named(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_options(text)
    with pytest.raises(UnknownPlayerError, match=message):
        make_player(f"expert:{text}")


def test_only_the_expert_takes_options() -> None:
    with pytest.raises(UnknownPlayerError, match="takes no options"):
        make_player("medium:think=1")
    with pytest.raises(UnknownPlayerError, match="unknown player"):
        make_player("grandmaster")
