"""Round 48 (s45coF): general rules read for the co r48 / r46-r47 scenario files."""

from __future__ import annotations

import ruling.games.co  # noqa: F401  (registers the co card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

NESTED = """game: co
title: t
turn: {player: B, number: 6, phase: main}
players:
  A:
    energy: 1
    deck: 20
    hand:
      - {name: 祝福, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターは「+0:+1」の修正を受ける。"}
    field:
      - {name: 騎士, type: character, ap: 2, dp: 5}
  B:
    energy: 3
    deck: 20
    hand:
      - {name: 矢, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターに1点のダメージを与える。"}
      - {name: 火花, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターに1点のダメージを与える。"}
actions: ACTIONS
expect:
  state: {騎士.damage: DMG}
"""


def _nested(actions: str, dmg: int) -> object:
    return resolve(loads(NESTED.replace("ACTIONS", actions).replace("DMG", str(dmg)), "t.yaml"))


def test_interrupt_on_an_interrupt_cites_no_count_limit() -> None:
    # 4.3.4#li4 「割り込みの回数制限はありません」: an answer to an answer is one more interrupt
    acts = (
        "[{do: play, player: B, card: 矢, target: 騎士, respond: [{do: play, player: A, card: 祝福,"
        " target: 騎士, respond: [{do: play, player: B, card: 火花, target: 騎士}]}]}]"
    )
    r = _nested(acts, 2)
    assert not check_expect(r), check_expect(r)
    assert {"4.3.4#li1", "4.3.4#li2", "4.3.4#li4"} <= set(r.decided_by)


def test_a_single_interrupt_by_the_other_player_does_not() -> None:
    acts = (
        "[{do: play, player: B, card: 矢, target: 騎士,"
        " respond: [{do: play, player: A, card: 祝福, target: 騎士}]}]"
    )
    r = _nested(acts, 1)
    assert not check_expect(r), check_expect(r)
    assert "4.3.4#li4" not in r.decided_by


AURA = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 20
    field:
      - {name: 隊長, type: character, ap: 2, dp: 2, text: "TEXT"}
      - {name: 兵, type: character, ap: 1, dp: 1}
  B: {deck: 20}
actions: []
expect:
  state: {兵.dp: 2, 隊長.dp: 2}
"""


def test_all_your_characters_but_this_one_by_name() -> None:
    # 「『隊長』以外のあなたのすべてのキャラクター」: 4.2.10, as 「…以外のあなたがコントロールしている」
    text = "『隊長』以外のあなたのすべてのキャラクターは「+0:+1」の修正を受ける。"
    r = resolve(loads(AURA.replace("TEXT", text), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    (ab,) = _abilities(
        "co", "『隊長』以外の相手のすべてのキャラクターは「+0:+1」の修正を受ける。", None
    )
    assert not ab.supported  # another player's characters but this one: not said


CRASH = """game: co
title: t
turn: {player: B, number: 9, phase: main}
players:
  A:
    energy: 3
    deck: 20
    hand:
      - {name: 盾, type: event, cost: 1, text: "使い捨て\\nキャラクターがクラッシュした直後にのみプレイしてもよい。そのクラッシュをうち消す。"}
      - {name: 遺言, type: event, cost: 1, text: "使い捨て\\nあなたのキャラクターがクラッシュした直後にのみプレイしてもよい。あなたは山札からカードを1枚引く。"}
    field:
      - {name: 騎士, type: character, ap: 2, dp: 3}
  B:
    energy: 2
    deck: 20
    hand:
      - {name: 雷撃, type: spell, cost: 2, text: "使い捨て\\n対象のキャラクターに3点のダメージを与える。"}
actions:
  - do: play
    player: B
    card: 雷撃
    target: 騎士
    on_crash:
      騎士:
        NEGATE
        after: [{do: play, player: A, card: 遺言, allowed: ALLOWED}]
expect:
  state: {遺言.zone: ZONE}
"""


def _crash(negate: bool) -> object:
    body = (
        CRASH.replace("NEGATE", "negate: [{do: play, player: A, card: 盾}]" if negate else "")
        .replace("ALLOWED", "false" if negate else "true")
        .replace("ZONE", "A.hand" if negate else "A.dustbox")
    )
    return resolve(loads(body, "t.yaml"))


def test_after_window_of_a_negated_crash_is_refused() -> None:
    # 4.3.11: a negated crash counts as none, so its 4.3.11.4 window never comes
    r = _crash(True)
    assert not check_expect(r), check_expect(r)
    assert {"4.3.11", "4.3.11.4"} <= set(r.decided_by)


def test_after_window_of_a_crash_is_open() -> None:
    r = _crash(False)
    assert not check_expect(r), check_expect(r)


AFTER_DAMAGE = """game: co
title: t
turn: {player: B, number: 7, phase: main}
players:
  A:
    energy: 2
    deck: 20
    hand:
      - {name: 形見, type: event, cost: 1, text: "使い捨て\\nあなたのキャラクターがダメージを受けた直後にのみプレイしてもよい。あなたは山札からカードを1枚引く。"}
    field:
      - {name: 兵, type: character, ap: 2, dp: 3}
  B:
    energy: 2
    deck: 20
    hand:
      - {name: 火の玉, type: spell, cost: 2, text: "使い捨て\\n対象のキャラクターに3点のダメージを与える。"}
actions:
  - do: play
    player: B
    card: 火の玉
    target: 兵
    after_damage:
      兵: [{do: play, player: A, card: 形見, allowed: true}, {do: check, state: {兵.zone: A.field}}]
expect:
  state: {兵.zone: A.dustbox, 形見.zone: A.dustbox, A.deck: 19}
"""


def test_play_after_damage_window_per_character() -> None:
    # 4.3.10.4: the window right after the damage, before the crash (4.3.11); 4.3.5 the gate met
    r = resolve(loads(AFTER_DAMAGE, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"4.3.10.4", "4.3.5"} <= set(r.decided_by)


ATTACK = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    deck: 20
    field:
      - {name: 勇者, type: character, ap: 5, dp: 5}
  B:
    hp: 20
    deck: 20
    field:
      - {name: 罠師, type: character, ap: 1, dp: 1, text: "『罠師』をタップする:対象のキャラクターをタップする。"}
actions:
  - do: attack
    attacker: 勇者
    AFTER
    allowed: ALLOWED
expect:
  state: {B.hp: HP}
"""


def test_attack_whose_named_attacker_is_refused_is_refused() -> None:
    # 3.4.5.2: tapped in the timing after the battle start (3.4.5.1), the attacker named cannot
    # declare: the action asked for (its attack) is refused, though the battle was begun
    body = (
        ATTACK.replace(
            "AFTER", "after_start: [{do: activate, player: B, card: 罠師, target: 勇者}]"
        )
        .replace("ALLOWED", "false")
        .replace("HP", "20")
    )
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "3.4.5.2" in r.decided_by


def test_attack_of_an_untapped_attacker_is_carried_out() -> None:
    body = ATTACK.replace("AFTER", "defender: none").replace("ALLOWED", "true").replace("HP", "15")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)


GRANTED = """game: co
title: t
turn: {player: A, number: 10, phase: main}
players:
  A:
    deck: 20
    field:
      - {name: 魔導士, type: character, ap: 1, dp: 2}
      - {name: 杖, type: item, set_on: 魔導士, text: "セットされたキャラクターは、以下の特殊能力を得る。『このキャラクターをタップする:対象のキャラクターに2点のダメージを与える。』"}
  B:
    deck: 20
    field:
      - {name: 聖騎士, type: character, ap: 2, dp: 2, text: "IMMUNE"}
actions:
  - {do: activate, card: 魔導士, target: 聖騎士}
expect:
  state: {聖騎士.zone: B.dustbox}
"""


def test_granted_ability_against_immunity_to_the_giver_raises_the_point() -> None:
    # 4.2.8 (an item's text is its 効果) against 4.3.8#ex1 (the character holds it as its own)
    body = GRANTED.replace("IMMUNE", "『聖騎士』はアイテムカードの効果を受けない。")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)  # the engine's reading: the holder's ability
    assert r.reading_points().get(("4.2.8", "4.3.8", "4.3.8#ex1")) is True
    assert "4.3.8#ex1" in r.decided_by


def test_granted_ability_with_no_such_immunity_raises_nothing() -> None:
    body = GRANTED.replace("IMMUNE", "『聖騎士』はスペルカードの効果を受けない。")
    r = resolve(loads(body, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.reading_points()


IMMUNE_TARGET = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    deck: 20
    field: [{name: 甲, type: character, ap: 2, dp: 2, text: "IMMUNE"}]
  B:
    energy: 2
    deck: 20
    hand: [{name: 奇襲, type: event, cost: 2, text: "使い捨て。対象のキャラクターに3点のダメージを与える。"}]
actions:
  - {do: play, player: B, card: 奇襲, target: 甲}
expect:
  state: {奇襲.zone: ZONE}
"""


def test_target_immune_to_the_cards_type_raises_the_point() -> None:
    # 4.2.13 「適切な対象」 against 4.3.8 step 1: the engine's reading takes it, with no effect
    body = IMMUNE_TARGET.replace("IMMUNE", "このキャラクターは、イベントカードの効果を受けない。")
    r = resolve(loads(body.replace("ZONE", "B.dustbox"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert r.reading_points().get(("4.2.13", "4.3.8")) is True


def test_target_immune_to_another_type_raises_nothing() -> None:
    body = IMMUNE_TARGET.replace("IMMUNE", "このキャラクターは、スペルカードの効果を受けない。")
    r = resolve(loads(body.replace("ZONE", "B.dustbox"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not r.reading_points()


def test_use_trigger_of_a_card_on_the_field() -> None:
    # 「相手がフィールドに出ているカードの特殊能力を使用したとき」: 相手 the user, any card's ability
    # (every use is of a card on the field, 3.4.4)
    text = "相手がフィールドに出ているカードの特殊能力を使用したとき、あなたは山札からカードを1枚引く。"
    (ab,) = _abilities("co", text, "navigator")
    assert ab.supported and ab.program is not None
    assert (ab.program.on, ab.program.whose, ab.program.kinds) == ("use", "opponent", ())
    text = "あなたがフィールドに出ているキャラクターの特殊能力を使用したとき、あなたは山札からカードを1枚引く。"
    (ab,) = _abilities("co", text, "navigator")
    assert ab.supported and ab.program is not None
    assert (ab.program.whose, ab.program.kinds) == ("you", ("character",))
    text = "相手がフィールドに出ているカードをプレイしたとき、あなたは山札からカードを1枚引く。"
    (ab,) = _abilities("co", text, "navigator")
    assert not ab.supported
