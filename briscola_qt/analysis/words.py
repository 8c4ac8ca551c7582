"""An analysis in words, for ``briscola-arena analyze`` without ``--json``: the labelled
decisions play by play, then each seat's summary (English, card codes as in records)."""

from __future__ import annotations

from .model import Analysis, Decision

_PLURALS = {
    "inaccuracy": "inaccuracies",
    "mistake": "mistakes",
    "blunder": "blunders",
    "decision": "decisions",
    "chance event": "chance events",
}


def counted(n: int, noun: str) -> str:
    """``n`` of ``noun`` (singular), the noun agreeing with the number: "1 mistake"."""
    return f"{n} {noun if n == 1 else _PLURALS[noun]}"


def signed(value: float, decimals: int = 1) -> str:
    """A number with a true sign, "+1.5", "−0.3", "0.0" (never "-0.0")."""
    said = f"{abs(value):.{decimals}f}"
    if float(said) == 0:
        return said
    return ("+" if value > 0 else "−") + said


def signed_count(count: int, noun: str) -> str:
    """A signed whole number of ``noun``, agreeing with it: "−1 point", "+12 points"."""
    sign = "+" if count > 0 else "−" if count < 0 else ""
    return f"{sign}{abs(count)} {noun if abs(count) == 1 else noun + 's'}"


def analysis_text(analysis: Analysis) -> str:
    rules = analysis.rules
    judged = counted(len(analysis.decisions), "decision")
    chances = counted(len(analysis.luck), "chance event")
    lines = [
        f"{rules.players} players, {rules.variant.value}: {judged} judged "
        f"({analysis.strength} strength), {chances}.",
        "",
    ]
    labelled = [d for d in analysis.decisions if d.label is not None]
    if labelled:
        lines.extend(_decision_line(d) for d in labelled)
    else:
        lines.append("No inaccuracies, mistakes or blunders.")
    lines.append("")
    for seat in analysis.summary:
        counts = ", ".join(counted(n, name) for name, n in seat.labels.items())
        luck = (
            "luck not rated (chiamata: nothing is drawn after the deal)"
            if rules.auction
            else f"luck {signed_count(round(seat.luck.win * 100), 'point')} of win chance, "
            f"{signed(seat.luck.points)} card points"
        )
        decisions = counted(seat.decisions, "decision")
        lines.append(
            f"Seat {seat.seat}: accuracy {seat.accuracy:.1f} over {decisions}; "
            f"lost {seat.loss.win * 100:.0f} points of win chance and {seat.loss.points:.1f} "
            f"card points; {counts}; "
            f"{luck}."
        )
    return "\n".join(lines) + "\n"


def _decision_line(decision: Decision) -> str:
    where = "before the first lead" if decision.play is None else f"play {decision.play}"
    exact = ", exact" if decision.known else ""
    # (a difference of chances in percentage points: "from 72% to 21%", never "51% more")
    best, played = decision.value_of(decision.best), decision.value_of(decision.card)
    cost = (
        "the deal was decided either way"
        if decision.decided
        else f"win chance from {best:.0%} to {played:.0%}"
    )
    return (
        f"{where}, seat {decision.seat}: {decision.card}, the judge prefers {decision.best}: "
        f"{decision.label} ({cost}; loses {decision.loss.points:.1f} points{exact})"
    )
