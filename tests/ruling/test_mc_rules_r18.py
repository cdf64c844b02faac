"""Monster Collection (mc): rules the round-17 development files (tests/scenarios/mc/r17_*)
showed missing or uncited, each on a minimal case of its own; expectations derived by hand from
the rules text (kb/sources/mc.txt, Version 2.09), the clause quoted in each test."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario


def _decided(text: str) -> tuple[str, ...]:
    r = resolve(loads(text))
    assert check_expect(r) == []
    return tuple(r.main.decided_by)


# A's 勇者 (attack %d, defence 3) on c3 advances into c4 — B's headquarters when %s — held by
# B's 近衛 (attack %d, defence %d); the dice tie: both attack at once (8.3.4.9)
_INTO = """\
game: mc
title: an advance into c4
turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c3:
        - {name: 荒野, type: terrain, limit: 6}
        - {name: 勇者, type: unit, level: 3, attack: %d, defense: 3}
  B:
    deck: 20
    field:
      c4:
        - {name: 砦, type: terrain, limit: 10, hq: %s}
        - {name: 近衛, type: unit, level: 3, attack: %d, defense: %d}
actions:
  - {do: advance, units: [勇者], to: c4, dice: {A: 4, B: 4}}
%s
expect:
  outcome: {game_over: false}
"""


def test_failed_advance_into_the_headquarters_is_why_it_did_not_fall() -> None:
    """1.2.2.1 「対戦相手の本陣への進軍に成功したプレイヤーが勝利し」; 8.4.8 「戦闘の結果、どちらの
    ユニットも地形に存在しない場合、「進軍は失敗した」こととなります」: asked whether the game is
    over, the ruling cites the loss condition, caused by the step that found the advance failed."""
    both_die = _decided(_INTO % (3, "true", 3, 3, ""))
    assert {"8.4.8", "1.2.2.1"} <= set(both_die)
    # the defender survives (8.4.3 「守備側のユニットだけが存在する場合」): failed too
    held = _decided(_INTO % (1, "true", 3, 3, ""))
    assert {"8.4.3", "1.2.2.1"} <= set(held)
    # both survive (8.4.4): failed, the advancing unit goes back
    both = _decided(_INTO % (1, "true", 1, 9, ""))
    assert {"8.4.4", "1.2.2.1"} <= set(both)


def test_failed_advance_elsewhere_or_another_question_does_not_cite_the_fall() -> None:
    """No headquarters there: no fall came near, 1.2.2.1 is no reason; asked about a zone only,
    whether the game is over is not the question."""
    assert "1.2.2.1" not in _decided(_INTO % (3, "false", 3, 3, ""))
    asked = _decided(_INTO % (3, "true", 3, 3, "ask: [A.discard]"))
    assert "1.2.2.1" not in asked


# B's 火蜥蜴 (defence 3) with %s on c3; A resolves the effect %s on it
_RESIST = mc_scenario(
    title="a resistance that does not apply",
    turn="{player: A, number: 5, phase: main}",
    b=mc_area(
        "c3",
        "火山",
        6,
        '{name: 火蜥蜴, type: unit, level: 2, attack: 2, defense: 3, text: "%s"}',
    ),
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "%s", target: 火蜥蜴}
expect:
  state: {B.discard: [火蜥蜴]}
""",
)


def test_resistance_of_another_attribute_is_why_the_damage_kills() -> None:
    """13.1.7.1 「「耐性:x」とは、それを持つユニットが「x」の…ユニットを死亡させる量のダメージを受けた
    場合にも、死亡しない」: damage of another attribute kills (11.3.1.2.1); the step finding the
    resistance does nothing is a cause of the damage it let through, so asked where the unit is,
    the ruling cites it."""
    text = _RESIST % ("「耐性:吹雪」", "対象に【電撃】【3】ダメージを与える。")
    assert {"13.1.7.1", "11.3.1.2.1"} <= set(_decided(text))
    # a weakness of another attribute (13.1.8.1) likewise
    weak = _RESIST % ("「弱点:吹雪(+1ダメージ)」", "対象に【電撃】【3】ダメージを与える。")
    assert "13.1.8.1" in _decided(weak)
    # no resistance held: nothing to cite
    assert "13.1.7.1" not in _decided(_RESIST % ("", "対象に【電撃】【3】ダメージを与える。"))


def test_resistance_is_why_not_at_a_discard_for_zero_defence() -> None:
    """11.3.1.1.1 「いずれかのユニットの防御力が 0 以下である場合、そのユニットは破棄されます」: a
    discard, not a death (12.6.1), so 「耐性:火炎」 (13.1.7.1) does not keep the unit: the step
    saying so is a cause of the discard."""
    text = _RESIST % ("「耐性:火炎」", "対象に「防御力:-3」を付与する。")
    assert {"11.3.1.1.1", "13.1.7.1"} <= set(_decided(text))


# A's 戦士 (attack 5, defence 4) advances from c2 into c3 held by B's 門番 (attack 2, defence 4);
# A goes first; in the first normal timing A does %s
_USED = mc_scenario(
    title="a unit made acted before its attack",
    turn="{player: A, number: 5, phase: main}",
    a=mc_area(
        "c2",
        "平原",
        6,
        "{name: 戦士, type: unit, level: 2, attack: 5, defense: 4,"
        ' text: "%s\\n〈対象:このユニット〉対象に「防御力:+2」を付与する。"}',
    ),
    b=mc_area("c3", "森", 6, "{name: 門番, type: unit, level: 2, attack: 2, defense: 4}"),
    rest="""\
actions:
  - do: advance
    units: [戦士]
    to: c3
    dice: {A: 6, B: 1}
    first_normal: [{do: use, card: 戦士, target: 戦士}]
expect:
  state: {B.c3: [森, 門番], A.c2: [平原, 戦士]}
""",
)


def test_unit_acted_by_its_ability_is_why_its_side_does_not_attack() -> None:
    """14.2.3 「「□特殊能力」は、〈コスト:未行動のこのユニットを行動完了にする〉の能力です」; 8.3.5.6
    「未行動のユニットが先攻側に存在する場合、先攻側のすべての未行動のユニットが「攻撃」を宣言します」:
    the enemy unit is still there (8.4.4) because the side could not attack, and it could not
    because the □ ability's cost made its unit acted."""
    got = set(_decided(_USED % "□[普通]構え"))
    assert {"14.2.3", "8.3.5.6", "9.5", "8.4.4"} <= got
    # a ◎ ability costs no action (14.3): the unit attacks, 門番 (defence 4) dies
    text = (_USED % "◎[普通]構え").replace("B.c3: [森, 門番]", "B.discard: [門番]")
    text = text.replace("A.c2: [平原, 戦士]", "A.c3: [戦士]")
    assert "8.3.5.6" in (r := _decided(text)) and "14.2.3" not in r


# B's c3 holds %d copies of 盾の乙女 (defence 3, 人間) with a [戦闘] ○ ability giving 「防御力:+1」 to
# its party's 人間; A's 騎士 (attack 4) goes first
_TWO = """\
game: mc
title: one ○ ability on two cards
turn: {player: A, number: 5, phase: main}
cards:
  otome: {name: 盾の乙女, type: unit, level: 2, attack: 1, defense: 3, race: 人間, text: "○守護[戦闘]\\n〈対象:自軍パーティ〉対象が「種族:人間」の場合、「防御力:+1」する。"}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 3, attack: 4, defense: 5}
  B:
    deck: 20
    field:
      c3:
        - {name: 城塞, type: terrain, limit: 8}
%s
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [騎士], to: c3, dice: {A: 6, B: 1}}
expect:
  state: {乙女1.zone: %s}
"""


def test_same_ability_on_two_cards_two_sources() -> None:
    """14.5.3 「発生源が同一の「○特殊能力」は、同一の対象に対して効果が重複しません」 and 4.8.2
    「あるカードの能力により効果が発生している場合、その能力を持つカードが効果の発生源です」: two
    cards, two sources — both apply (defence 5, 4 damage: it lives); the ruling cites the clause
    that says what the source is. One card: defence 4, it dies, neither is cited."""
    two = "        - {ref: otome, uid: 乙女1}\n        - {ref: otome, uid: 乙女2}"
    got = set(_decided(_TWO % (two, "B.c3")))
    assert {"14.5.3", "4.8.2"} <= got
    one = "        - {ref: otome, uid: 乙女1}"
    assert not {"14.5.3", "4.8.2"} & set(_decided(_TWO % (one, "B.discard")))


# A's 斥候 on c2 and B's 夜警 on c3, each with the ● ability %s; A's main phase runs
_AUTO = mc_scenario(
    title="what triggered",
    turn="{player: A, number: 5, phase: main}",
    a=mc_area(
        "c2", "平原", 6, '{name: 斥候, type: unit, level: 1, attack: 1, defense: 2, text: "%s"}'
    ),
    b=mc_area(
        "c3", "森", 6, '{name: 夜警, type: unit, level: 1, attack: 1, defense: 2, text: "%s"}'
    ),
    rest="actions:\n  - {do: main_phase, actions: []}\nexpect:\n  triggered: %s\n%s",
)

_WAKE = "●[自軍ターン]目覚め\\n〈発揮:メインフェイズ開始時/対象:このユニット〉\\n対象に「攻撃力:+1」を付与する。"


def test_triggered_counts_mc_auto_abilities() -> None:
    """10.5.2 「なんらかの誘発型能力の誘発条件が満たされた場合、その誘発型能力は待機状態になります」;
    14.7.3.2 「タイミング表記が[自軍ターン]の「●特殊能力」は、自軍の…間に発揮時期が満たされたとき、
    誘発します」: the advancing side's triggers once, the defending side's never — the step that
    found it not to trigger decides that (10.9.10)."""
    text = _AUTO % (_WAKE, _WAKE, "{斥候: 1, 夜警: 0}", "")
    got = set(_decided(text))
    assert {"10.5.2", "10.5.2.1", "14.7.3.2", "10.9.10"} <= got
    # by ability number (#1: its first) and order: it triggers, then is played and resolves
    order = '  order: ["trigger:斥候", "play:斥候", "resolve:斥候"]\n'
    assert _decided(_AUTO % (_WAKE, _WAKE, '{"斥候#1": 1, "夜警#1": 0}', order))
    # a wrong count fails
    r = resolve(loads(_AUTO % (_WAKE, _WAKE, "{斥候: 0, 夜警: 1}", "")))
    assert sorted(check_expect(r)) == [
        "triggered 夜警: expected 1, got 0",
        "triggered 斥候: expected 0, got 1",
    ]


def test_triggered_another_moment_does_not_count() -> None:
    """A ● ability of another 発揮時期 (「メインフェイズ終了時」 after 「開始時」) triggers at its own
    moment only: once in the main phase, at its end (7.3.5)."""
    end = _WAKE.replace("メインフェイズ開始時", "メインフェイズ終了時")
    assert "7.3.5" in _decided(_AUTO % (end, "", "{斥候: 1}", ""))


def test_triggered_zero_when_the_moment_never_came() -> None:
    """14.7.3.7 「「●特殊能力」の効果の誘発には、「発揮時期」が満たされている必要があります」: a ● of
    「メインフェイズ終了時」 in a main phase the scenario does not end never triggers — its moment
    never came, the reason cited (``Game.trigger_conditions``: 14.7.3.7 and 7.3.5)."""
    end = _WAKE.replace("メインフェイズ開始時", "メインフェイズ終了時")
    text = (_AUTO % (end, "", "{斥候: 0}", "")).replace("  - {do: main_phase, actions: []}\n", "")
    text = text.replace("actions:\n", "actions: []\n")
    assert {"14.7.3.7", "7.3.5"} <= set(_decided(text))


def test_triggered_zero_when_the_abilities_are_lost() -> None:
    """10.15.2.1: a unit that lost its special abilities has none to trigger — its ● whose moment
    came does not, and the step saying so (caused by the effect that took them) decides it."""
    text = _AUTO % (_WAKE, "", "{斥候: 0}", "")
    text = text.replace(
        "actions:\n",
        "actions:\n  - {do: resolve_text, player: B, text: '対象はすべての特殊能力を失う。', "
        "target: 斥候}\n",
    )
    assert {"10.15.2", "10.15.2.1"} <= set(_decided(text))
    steps = resolve(loads(text)).main.trace.steps
    (said,) = [s for s in steps if s.event == "not_triggered" and "10.15.2.1" in s.clauses]
    took = [s.index for s in steps if s.event == "addeffect" and "10.15.2.1" in s.clauses]
    assert took and set(took) <= set(said.caused_by)
