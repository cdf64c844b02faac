"""Round 58 (lead): 「フィールドに出ているすべてのキャラクターを…」 reaches the characters of the field
only (4.2.7: a card on the field is called by its kind, 「ナビゲーター」, 「キャラクター」): a navigator
beside them stays, and the ruling cites 4.2.7 for it. With no other card on the field, 4.2.7
decides nothing and is not cited."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 4
    deck: 10
    hand:
      - {{name: 掃, type: spell, cost: 4, text: "使い捨て\\n{text}"}}
    field:
{mine}
      - {{name: 騎士, type: character, gender: 男性, ap: 3, dp: 3}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 盗賊, type: character, gender: 男性, ap: 2, dp: 2}}
actions:
  - {{do: play, card: 掃}}
expect:
  state: {state}
"""

ALL = "フィールドに出ているすべてのキャラクターをクラッシュする。"
THEIRS = "相手のフィールドに出ているすべてのキャラクターをクラッシュする。"
NAVIGATOR = "      - {name: 案内人, type: navigator}"


def _ruling(text: str, mine: str, state: str):  # type: ignore[no-untyped-def]
    r = resolve(loads(BOARD.format(text=text, mine=mine, state=state), "t.yaml"))
    assert not check_expect(r)
    return r


def _cited(r) -> set[str]:  # type: ignore[no-untyped-def]
    return {c for s in r.main.trace.steps for c in s.clauses}


def test_a_navigator_is_no_character() -> None:
    r = _ruling(
        ALL, NAVIGATOR, "{案内人.zone: A.field, 騎士.zone: A.dustbox, 盗賊.zone: B.dustbox}"
    )
    assert "4.2.7" in _cited(r)


def test_nothing_beside_the_characters_cites_nothing() -> None:
    r = _ruling(ALL, "", "{騎士.zone: A.dustbox, 盗賊.zone: B.dustbox}")
    assert "4.2.7" not in _cited(r)


def test_the_other_players_navigator_is_not_read_for_theirs() -> None:
    # 「相手のフィールドに出ている…」 reads B's field: A's navigator is no card of that group
    r = _ruling(
        THEIRS, NAVIGATOR, "{案内人.zone: A.field, 騎士.zone: A.field, 盗賊.zone: B.dustbox}"
    )
    assert "4.2.7" not in _cited(r)
