"""Round 57 (s54coR): three constructions of the engine, each on a minimal board.

- 4.3.6 / 4.3.11: 「あなたのキャラクターがクラッシュしたとき」 triggers once for each character that
  crashed at once (each crash meets the condition) — and not for a card set on it that crashed
  along (4.2.4), which is no character.
- 4.2.11 / 4.2.13 / 4.3.8: 「キャラクターかナビゲーターにセット」 — a card set on either kind; set on a
  navigator, 「…「その他」キャラクターとなる」 makes it a character (4.3.8 step 2), read as its type.
- 3.6.2 / 4.3.8 / 4.2.8: a character that lost all its special abilities owes no upkeep (its
  「維持費」 line is its card text, a 特殊能力 by 4.2.8)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

CRASH = """game: co
title: t
turn: {{player: B, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 案内人, type: navigator, text: "あなたのキャラクターがクラッシュしたとき、あなたはHPが1点回復する。"}}
{chars}
  B:
    hp: 10
    energy: 1
    deck: 10
    hand:
      - {{name: 地割れ, type: spell, cost: 1, text: "すべてのキャラクターに3点のダメージを与える。\\n使い捨て"}}
actions:
  - {{do: play, player: B, card: 地割れ}}
expect:
  state: {{A.hp: {hp}}}
  triggered: {{案内人: {n}}}
"""


def _crash(chars: list[str], hp: int, n: int) -> list[str]:
    body = "\n".join(f"      - {c}" for c in chars)
    return check_expect(resolve(loads(CRASH.format(chars=body, hp=hp, n=n), "t.yaml")))


def test_two_characters_crashed_at_once_trigger_twice() -> None:
    chars = [
        "{name: 甲, type: character, gender: 男性, ap: 1, dp: 1}",
        "{name: 乙, type: character, gender: 女性, ap: 1, dp: 2}",
        "{name: 丙, type: character, gender: 男性, ap: 1, dp: 5}",
    ]
    assert not _crash(chars, 12, 2)


def test_one_character_crashed_triggers_once() -> None:
    chars = [
        "{name: 甲, type: character, gender: 男性, ap: 1, dp: 1}",
        "{name: 丙, type: character, gender: 男性, ap: 1, dp: 5}",
    ]
    assert not _crash(chars, 11, 1)


def test_set_card_crashed_along_is_no_character_crash() -> None:
    chars = [
        "{name: 甲, type: character, gender: 男性, ap: 1, dp: 1}",
        '{name: 剣, type: item, set_on: 甲, text: "キャラクターにセット。\\nセットされたキャラクターは、「+1:+0」の修正を受ける。"}',
    ]
    assert not _crash(chars, 11, 1)


EITHER = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand:
      - {{name: 変化, type: event, cost: 1, text: "キャラクター1体かナビゲーター1体にセット。\\n『変化』がセットされているキャラクター1体かナビゲーター1体は、「2:2」の能力値を持つ「その他」キャラクターとなる。"}}
    field:
      - {{name: 案内, type: navigator, text: "あなたのターン終了時に、あなたは山札からカードを1枚引く。"}}
      - {{name: 兵, type: character, gender: 男性, ap: 1, dp: 1}}
  B:
    hp: 10
    deck: 10
actions:
  - {{do: play, card: 変化, set_on: {host}}}
expect:
  state: {{{host}.type: character, {host}.ap: 2, {host}.dp: 2, 変化.zone: A.field}}
"""


def test_set_on_a_navigator_makes_it_a_character() -> None:
    res = resolve(loads(EITHER.format(host="案内"), "t.yaml"))
    assert not check_expect(res)
    assert "4.3.8" in res.decided_by


def test_set_on_a_character_too() -> None:
    assert not check_expect(resolve(loads(EITHER.format(host="兵"), "t.yaml")))


UPKEEP = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    hand:
      - {{name: 封印, type: spell, cost: 0, text: "対象のキャラクターは、ターン終了時まで、すべての特殊能力を失う。\\n使い捨て"}}
    field:
      - {{name: 騎士, type: character, gender: 男性, ap: 3, dp: 3, text: "維持費2"}}
  B:
    hp: 10
    deck: 10
actions:
{acts}
  - {{do: end_phase}}
expect:
  state: {{騎士.zone: {zone}}}
"""


def test_stripped_character_owes_no_upkeep() -> None:
    text = UPKEEP.format(acts="  - {do: play, card: 封印, target: 騎士}", zone="A.field")
    res = resolve(loads(text, "t.yaml"))
    assert not check_expect(res)
    assert {"3.6.2", "4.3.8", "4.2.8"} <= set(res.decided_by)


def test_unstripped_character_crashes_for_upkeep() -> None:
    assert not check_expect(resolve(loads(UPKEEP.format(acts="", zone="A.dustbox"), "t.yaml")))
