"""co round 43: another player's tapped card set on the turn player's character, in the turn
player's untap phase — 3.2.2's first sentence (the cards that player controls; the one who set it
controls it, 4.2.12#li1) against its second (every tapped card on 「自分のフィールド」): the audit's
set_card_on_own_card_untap, both readings run. A card set by the turn player, or another player's
card on that player's own character, raises no such point."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_run


def _run(item_owner: str, host_owner: str) -> dict[str, str]:
    host = "{name: 騎士, type: character, ap: 2, dp: 3, state: rest}"
    item = "{name: 鎖, type: item, set_on: 騎士, state: rest}"
    fields = {"A": [], "B": []}
    fields[host_owner].append(host)
    fields[item_owner].append(item)
    r = co_run(
        "turn: {player: A, number: 8, phase: untap, step: start}\nplayers:\n"
        f"  A: {{hp: 20, deck: 10, field: [{', '.join(fields['A'])}]}}\n"
        f"  B: {{hp: 20, deck: 10, field: [{', '.join(fields['B'])}]}}\n"
        "actions:\n  - {do: untap_phase}\nask: [鎖.state]\n"
    )
    return {
        c.option: lf.outcome["state"]["鎖.state"]
        for lf in r.leaves + r.alternates
        for c in lf.choices
        if c.reading
    } or {"": r.outcome["state"]["鎖.state"]}


@pytest.mark.parametrize(
    ("item_owner", "host_owner", "got"),
    [
        ("B", "A", {"control": "rest", "field": "stand"}),
        ("A", "B", {"": "stand"}),  # A set it: A controls it (4.2.12#li1)
        ("B", "B", {"": "rest"}),  # nothing of A's
    ],
)
def test_co_untap_of_a_card_set_on_a_character(
    item_owner: str, host_owner: str, got: dict[str, str]
) -> None:
    assert _run(item_owner, host_owner) == got
