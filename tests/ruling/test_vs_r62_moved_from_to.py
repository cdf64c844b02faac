"""Round 62 (s59vsC): 「このカードが<領域>から（空いている）ベンチ / リングに移動した時」.

- The grammar hangs the event's subject and source on 空いている (「このカードがリングから空いている」
  「ベンチに移動した」); 空いている takes neither — it says of a place that nothing is on it (3.3.3.5) —
  so they are the event's and 空いている describes its goal (the shared trigger reader).
- A bench frame holds one card at most (3.3.3.2): a card moved onto the bench is moved into a vacant
  one (3.3.3.5), 「空いているベンチに移動した時」 is 「ベンチに移動した時」.
- This card's own move from a zone to a zone (8.6.6) is read as 「…から…に置かれた時」, the zone
  left narrowing it (``Program.trigger_from``).
- A technique triggered by its own card's move reads the [領域] it left as well (8.1.1.2.1
  「自身の領域移動をともなう場合には移動前の[領域]も参照し誘発します」): [リング] on a move from
  the ring onto the bench triggers.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability

DRAW = "あなたは1枚引く。"


def test_compiled_as_this_cards_move() -> None:
    for text, trig, src in (
        (
            "[ベンチ]このカードがリングから空いているベンチに移動した時、" + DRAW,
            "self_put_bench",
            "ring",
        ),
        ("[ベンチ]このカードがリングからベンチに移動した時、" + DRAW, "self_put_bench", "ring"),
        ("[リング]このカードがベンチからリングに移動した時、" + DRAW, "self_put_ring", "bench"),
    ):
        ab = vs_ability(text)
        assert ab.supported, (text, ab.reason)
        assert (ab.program.trigger, ab.program.trigger_from) == (trig, (src,))


def test_a_ring_card_moved_onto_a_vacant_bench() -> None:
    ab = vs_ability(
        "[ベンチ]あなたのリングのカードがリングから空いているベンチに移動した時、" + DRAW
    )
    assert ab.supported, ab.reason
    assert ab.program.trigger == "moved:you:ring:bench"


BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: A, phase: chara}
players:
  A:
    deck: [{name: 伊織, ap: 1000, dp: 1000}, 8]
    hand: 0
    energy: [{state: stand}, {state: stand}]
    ring: {name: 千早, level: 1, ap: 2000, dp: 2000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}
actions:
  - do: chara_phase
    actions: [{do: move_to_bench, to: left}]
ask: [A.hand, 千早.zone]
"""


def test_on_a_board_the_move_triggers_in_either_area() -> None:
    """6.5.1.2.3: 千早 moves from the ring to the left bench; its trigger, in [ベンチ] (where it
    went) or [リング] (where it was, 8.1.1.2.1), draws a card."""
    for area in ("ベンチ", "リング"):
        text = f"[{area}]このカードがリングから空いているベンチに移動した時、" + DRAW
        r = resolve(loads(BOARD % text))
        assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
        assert r.outcome["state"] == {"A.hand": 1, "千早.zone": "A.bench.left"}, area
        assert "8.1.1.2.1" in r.decided_by


def test_on_a_board_a_move_from_elsewhere_does_not_trigger() -> None:
    """8.6.6: 「ベンチからリングに移動した時」 is not met by a move from the ring to the bench."""
    text = "[ベンチ]このカードがベンチからリングに移動した時、" + DRAW
    r = resolve(loads(BOARD % text))
    assert r.outcome["state"]["A.hand"] == 0
