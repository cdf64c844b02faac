"""Round 58 (s55coT): a crash's cause, read by 「(あなたがプレイしたスペルカードの / 相手の)効果に
よって(相手の)キャラクターがクラッシュしたとき」.

4.3.11 names the crashes: 「キャラクターがDP以上のダメージを与えられた場合」 and 「効果・特殊能力により
カードがクラッシュした場合」; 4.2.3's example reads the damage of 〔駆逐〕 crashing characters as
「〔駆逐〕の効果によって…クラッシュした」; 4.2.8 calls the text of an event / spell / item card its
「効果」, that of a character / navigator its 「特殊能力」; 4.3.9 has the rule crash a character at DP 0
(whether a DP-0 crash after an effect's modification is one 「by」 that effect: the point
``dp_zero_crash_cause``, both readings run). One board per cause."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

MINE = "あなたがプレイしたスペルカードの効果によって相手のキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。"
THEIRS = "相手の効果によってキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。"
ABILITY = "相手のキャラクターの特殊能力によってあなたのキャラクターがクラッシュしたとき、あなたは山札からカードを1枚引く。"

BOARD = """game: co
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {{name: 呪文, type: {kind}, cost: 1, text: "使い捨て\\n{spell}"}}
    field:
      - {{name: 記録, type: navigator, text: "{nav}"}}
      - {{name: 剣士, type: character, gender: 男性, ap: 3, dp: 3{atext}}}
  B:
    hp: 10
    energy: 0
    deck: 10
    field:
      - {{name: 読書家, type: navigator, text: "{bnav}"}}
      - {{name: 小人, type: character, gender: 男性, ap: 1, dp: 2}}
actions:
{actions}
expect:
{expect}
"""

CRASH = "対象のキャラクター1体をクラッシュする。"
DAMAGE = "対象のキャラクターに3点のダメージを与える。"
WEAKEN = "ターン終了時まで、対象のキャラクターに「+0:−2」の修正を与える。"
PLAY = "  - {do: play, card: 呪文, target: 小人}"


def _run(
    expect: str,
    spell: str = CRASH,
    nav: str = MINE,
    bnav: str = THEIRS,
    actions: str = PLAY,
    kind: str = "spell",
    atext: str = "",
) -> list[str]:
    board = BOARD.format(
        spell=spell, nav=nav, bnav=bnav, actions=actions, expect=expect, kind=kind, atext=atext
    )
    return check_expect(resolve(loads(board, "t.yaml")))


def test_compiles() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    for text in (MINE, THEIRS, ABILITY):
        card = Card(uid="X", name="X", type="navigator", owner="A", text=text)
        assert all(a.supported for a in abilities_of("co", card)), text


def test_spell_crash_effect_triggers_both() -> None:
    # 4.3.11 「効果・特殊能力によりカードがクラッシュした場合」: A's spell crashed B's character —
    # A's 「あなたがプレイしたスペルカードの効果によって」 and B's 「相手の効果によって」 both trigger
    assert not _run(
        "  state: {小人.zone: B.dustbox, A.hand: 1, B.hand: 1}\n  decided_by: [4.3.11, 4.3.6]"
    )


def test_spell_damage_crash_is_by_the_effect() -> None:
    # 4.2.3's example: damage a spell deals that crashes the character is a crash by its effect
    assert not _run(
        "  state: {小人.zone: B.dustbox, A.hand: 1, B.hand: 1}\n  decided_by: [4.2.3, 4.3.11]",
        spell=DAMAGE,
    )


def test_event_is_no_spell() -> None:
    # 「スペルカードの効果」: an event card's effect crashing it is not one (A draws none); B's
    # 「相手の効果」 names any effect (4.2.8: an event's text is its 効果) — B draws
    assert not _run("  state: {小人.zone: B.dustbox, A.hand: 0, B.hand: 1}", kind="event")


def test_battle_crash_triggers_neither() -> None:
    # a battle's damage (3.4.5.4) is no card's effect: neither triggers
    attack = "  - {do: attack, attacker: 剣士, defender: 小人}"
    assert not _run(
        "  state: {小人.zone: B.dustbox, A.hand: 1, B.hand: 0}", actions=attack
    )  # A's hand: the spell not played


def test_character_ability_is_no_effect() -> None:
    # 4.2.8: a character's text is its 「特殊能力」, not an 「効果」 — B's 「相手の効果によって」 does
    # not trigger; 「相手のキャラクターの特殊能力によって」 does
    use = "  - {do: activate, card: 剣士, target: 小人}"
    text = ', text: "『剣士』をタップする：対象のキャラクター1体をクラッシュする。"'
    assert not _run("  state: {小人.zone: B.dustbox, B.hand: 0}", actions=use, atext=text)
    assert not _run(
        "  state: {小人.zone: B.dustbox, B.hand: 1}", actions=use, atext=text, bnav=ABILITY
    )


def test_dp_zero_after_spell_modification_both_readings() -> None:
    # 4.3.9 crashes it at DP 0; whether that is 「by」 the spell that modified it is the point
    # dp_zero_crash_cause: both readings run
    assert not _run(
        "  state: {小人.zone: B.dustbox}\n"
        "  ambiguous: ['4.3.9']\n"
        "  readings:\n"
        "    - {clauses: ['4.3.9', '4.3.11'], state: {A.hand: 0, B.hand: 0}}\n"
        "    - {clauses: ['4.3.9', '4.3.11'], state: {A.hand: 1, B.hand: 1}}",
        spell=WEAKEN,
    )


def test_dp_zero_not_raised_without_a_waiting_ability() -> None:
    # the point is raised only where an ability waits for a crash by such a text
    assert not _run(
        "  state: {小人.zone: B.dustbox, A.hand: 0, B.hand: 0}\n  ambiguous: []",
        spell=WEAKEN,
        nav="『記録』がクラッシュしたとき、あなたは山札からカードを1枚引く。",
        bnav="『読書家』がクラッシュしたとき、あなたは山札からカードを1枚引く。",
    )
