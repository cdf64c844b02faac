"""Round 46: 「あなたがコントロールしているキャラクター1体をクラッシュする:」 paid with the card the
scenario names (``cost_card``) — a character A controls that B owns goes, crashed as the cost
(4.3.3.3), to its owner's dustbox (4.2.12, 4.2.4); a named card the cost cannot take is refused.
Before, ``cost_card`` was not read for a described crash: the engine branched on every card."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 3, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 祭司, type: character, gender: 女性, ap: 1, dp: 1, text: "あなたがコントロールしているキャラクター1体をクラッシュする:相手のデュエルマスターに2点のダメージを与える。"}
      - {name: 傭兵, type: character, gender: 男性, ap: 2, dp: 2, owner: B}
  B:
    hp: 10
    deck: 10
    field:
      - {name: 敵兵, type: character, gender: 男性, ap: 2, dp: 2}
actions:
  - {do: activate, card: 祭司, cost_card: NAMED, allowed: ALLOWED}
expect:
  state: STATE
"""


def test_the_named_card_pays() -> None:
    body = BOARD.replace("NAMED", "傭兵").replace("ALLOWED", "true")
    body = body.replace("STATE", "{傭兵.zone: B.dustbox, A.dustbox: 0, B.hp: 8}")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.alternates  # type: ignore[attr-defined]


def test_a_card_the_cost_cannot_take_is_refused() -> None:
    body = BOARD.replace("NAMED", "敵兵").replace("ALLOWED", "false")
    body = body.replace("STATE", "{敵兵.zone: B.field, B.hp: 10}")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
