"""Round 60 (s57coC2): named counters (1-5 「カウンター」: a count a card keeps) — a text naming a
kind (「湯気カウンター」) puts, takes away and pays with that kind's own count, apart from plain
「カウンター」 and from other kinds."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability, co_run

_BOARD = """\
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 20
    deck: [{name: 山1, type: spell}, {name: 山2, type: spell}]
    field:
      - name: 湯川
        type: character
        ap: 1
        dp: 3
        counters: %s
        text: "%s"
  B: {hp: 20, deck: 10}
actions:
  - {do: activate, card: 湯川}
ask: [湯川.counters, 山1.zone]
"""

_PAY = "『湯川』の「湯気カウンター」を2つ取り除く：あなたはカードを1枚引く。"
_PUT = "『湯川』をタップする：『湯川』に「湯気カウンター」を1つ置く。"


@pytest.mark.parametrize(
    ("held", "left", "hand"),
    [
        # 3 of the kind: 2 taken away pays, one card drawn
        ("{湯気カウンター: 3}", {"湯気カウンター": 1}, "A.hand"),
        # 1 of the kind: 2 cannot be taken away, the ability is not used
        ("{湯気カウンター: 1}", {"湯気カウンター": 1}, "A.deck"),
        # plain counters are not of the kind named: they do not pay it
        ("3", 3, "A.deck"),
        # another kind does not pay it either, and is left as it was
        ("{湯気カウンター: 2, 記帳カウンター: 4}", {"記帳カウンター": 4}, "A.hand"),
    ],
)
def test_a_named_kind_pays_its_own_cost(held: str, left: object, hand: str) -> None:
    r = co_run(_BOARD % (held, _PAY))
    assert r.outcome["state"] == {"湯川.counters": left, "山1.zone": hand}


def test_a_named_kind_is_put_apart_from_plain_counters() -> None:
    r = co_run(_BOARD % ("2", _PUT))
    assert r.outcome["state"] == {
        "湯川.counters": {"カウンター": 2, "湯気カウンター": 1},
        "山1.zone": "A.deck",
    }
    assert "1.5" in r.decided_by


def test_a_named_kind_taken_away_in_an_effect() -> None:
    text = "『湯川』をタップする：『湯川』に置かれている「湯気カウンター」をすべて取り除く。"
    r = co_run(_BOARD % ("{湯気カウンター: 2, カウンター: 1}", text))
    assert r.outcome["state"] == {"湯川.counters": 1, "山1.zone": "A.deck"}


def test_the_neighbours_stay_refused() -> None:
    # 「「カウンター」」 quoted alone names no kind (every kind? the text does not say which)
    assert not co_ability(
        "フィールドにあるカードに置かれている「カウンター」をすべて取り除く。", "event"
    ).supported
    # counted per named kind (「…1個につき」) is not read yet
    assert not co_ability(
        "『湯川』をタップする：『湯川』の「湯気カウンター」1個につき、あなたはカードを1枚引く。"
    ).supported
