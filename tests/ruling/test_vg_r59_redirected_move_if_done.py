"""Round 59 (s56vgR): a card an effect returns to the deck that was in the ride-deck zone as the
game began goes face up to the ride-deck zone instead (4.18.4); the 「戻したなら」 that follows
(11.2.3) is the audit's ``redirected_move_if_done``, both readings run (the engine's: not met, the
card never reached the deck). A card that does reach the deck meets it, and no point is raised."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import VG_HEAD

TEXT = (
    "【起】【(V)】：あなたのソウルから１枚選び、山札に戻し、シャッフルする。戻したなら、１枚引く。"
)
BODY = """\
players:
  A:
    vanguard: {{name: 賢竜, type: normal, grade: 3, text: "{text}"}}
    soul: [{{name: 始原, type: normal, grade: 0{flag}}}]
    hand: 1
    deck: 10
  B: {{vanguard: {{name: 傀儡師, type: normal, grade: 3}}, deck: 10}}
actions:
  - {{do: main_phase, actions: [{{do: activate, card: 賢竜}}]}}
"""


def per_reading(flag: str) -> dict[str | None, tuple[int, str]]:
    src = VG_HEAD.replace("PHASE", "main") + BODY.format(text=TEXT, flag=flag)
    r = resolve(loads(src, "t.yaml"))
    out: dict[str | None, tuple[int, str]] = {}
    for lf in r.leaves + r.alternates:
        key = next((c.option for c in lf.choices if c.reading), None)
        zones = lf.final.players["A"].zones
        where = next(z for z, cs in zones.items() if any(c.name == "始原" for c in cs))
        out[key] = (len(zones["hand"]), where)
    return out


def test_ride_deck_card_returned_is_redirected_and_the_point_raised() -> None:
    assert per_reading(", from_ride_deck: true") == {
        "not_done": (1, "ride_deck"),
        "done": (2, "ride_deck"),
    }


def test_a_card_that_reaches_the_deck_meets_it() -> None:
    got = per_reading("")
    assert list(got) == [None] and got[None][0] == 2  # (the draw may take it again)
