"""The session controller over whole matches: deals, the dealer alternating, match results,
the end-of-deal summary."""

from __future__ import annotations

from typing import Any

from briscola_qt.app.base.speeds import Tempo
from briscola_qt.app.game.controller import GameController
from briscola_qt.app.game.snapshot import Phase
from briscola_qt.app.shell.dialogs import DealSummaryDialog

from ..conftest import choices

TIMEOUT = 20000


def play_out_deal(qtbot: Any, controller: GameController) -> None:
    while controller.phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER):
        qtbot.waitUntil(
            lambda: (
                controller.phase in (Phase.TRICK_DONE, Phase.DEAL_OVER, Phase.MATCH_OVER)
                or bool(controller.snapshot() and controller.snapshot().legal)
            ),
            timeout=TIMEOUT,
        )
        if controller.phase == Phase.TRICK_DONE:
            controller.continue_trick()
        elif controller.phase == Phase.PLAYING:
            assert controller.play_card(controller.snapshot().legal[0])


def test_a_best_of_three_match(qtbot: Any, qapp: Any) -> None:
    controller = GameController(tempo=Tempo("instant"))
    summaries: list[Any] = []
    controller.dealOver.connect(summaries.append)
    controller.new_match(choices(length="best_of_3"), seed=21)
    seats = []
    while True:
        seats.append(controller.human)
        play_out_deal(qtbot, controller)
        summary = summaries[-1]
        assert sum(summary.points) == 120
        assert [sum(c.points for c in cards) for cards in summary.captured] == list(summary.points)
        for cards in summary.captured:  # counted Aces first, then Threes, Kings...
            ranks = [card % 10 for card in cards]
            assert ranks == sorted(ranks)
        if controller.phase == Phase.MATCH_OVER:
            break
        controller.next_deal()
    assert 2 <= len(seats) <= 3 or any(s.outcome.winner is None for s in summaries)
    assert seats[:2] == [0, 1], "the dealer alternates, so the human's seat does"
    final = summaries[-1]
    assert final.match_over and final.match_winner is not None
    assert max(final.match_scores) == 2
    controller.stop()


def test_summary_dialog_shows_the_totals(qtbot: Any, qapp: Any) -> None:
    from briscola_qt.app.table.cardart import CardArt

    controller = GameController(tempo=Tempo("instant"))
    summaries: list[Any] = []
    controller.dealOver.connect(summaries.append)
    controller.new_match(choices(players=4), seed=5)
    play_out_deal(qtbot, controller)
    dialog = DealSummaryDialog(summaries[-1], CardArt("brescian"))
    qtbot.addWidget(dialog)
    assert "120" in dialog.total.text()
    assert dialog.headline.text()
    # (a game of one deal: no match to speak of, a newcomer's playtest)
    assert dialog.next_button.text() == "New game" and not dialog.match_line.isVisibleTo(dialog)
    controller.stop()


def test_undo_is_refused_between_deals(qtbot: Any, qapp: Any) -> None:
    controller = GameController(tempo=Tempo("instant"))
    controller.new_match(choices(length="first_to", target=2), seed=8)
    play_out_deal(qtbot, controller)
    assert controller.phase == Phase.DEAL_OVER
    assert not controller.can_undo() and not controller.undo()
    assert not controller.play_card(0)
    controller.stop()


def test_undo_tells_the_computer_players(qtbot: Any, qapp: Any) -> None:
    """An undo must reach every computer player (``take_back``), so that a player which
    learns over the match does not mistake the position taken back for a new deal."""
    controller = GameController(tempo=Tempo("instant"))
    controller.new_match(choices(), seed=13)
    taken_back: list[int] = []
    for participant, player in controller.players.items():
        player.take_back = lambda p=participant: taken_back.append(p)  # type: ignore[method-assign]
    qtbot.waitUntil(
        lambda: bool(controller.snapshot() and controller.snapshot().legal), timeout=TIMEOUT
    )
    assert controller.play_card(controller.snapshot().legal[0])
    assert controller.can_undo() and controller.undo()
    assert taken_back == sorted(controller.players)
    controller.stop()


def test_finished_thinking_jobs_keep_nothing_alive(qtbot: Any, qapp: Any) -> None:
    """Each computer move runs in the thread pool; once it is done, neither the job nor
    the observation and player it was handed may stay referenced."""
    import gc
    import weakref

    from briscola_qt.engine.observation import Observation

    def observations() -> int:
        gc.collect()
        return sum(1 for o in gc.get_objects() if type(o) is Observation)

    controller = GameController(tempo=Tempo("instant"))
    before = observations()
    controller.new_match(choices(players=3, length="first_to", target=3), seed=17)
    play_out_deal(qtbot, controller)
    assert controller.phase == Phase.DEAL_OVER
    controller._pool.waitForDone()
    qapp.processEvents()
    assert observations() == before
    player = weakref.ref(controller.players[1])
    controller.new_match(choices(players=3), seed=18)
    gc.collect()
    assert player() is None, "the last match's computer player is gone"
    controller.stop()
