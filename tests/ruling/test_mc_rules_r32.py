"""mc rules read again through the round-32 blind files (s28rulesCOMC; round 32, issue 14), each on
a minimal case of its own with the neighbour that must not change.

1. The definitions of chapter 2 a reading uses are cited where it uses them: a card of several
   races / attributes is each of them (2.1.22.2, 2.1.13.3) — in a 「対象が…の場合」 and a
   【専用】 (15.4.3.2); several effects on them applied in the order they began (10.7.2.2); an
   equipment's 追加攻撃力 read outside battle (2.1.16.2); 「捨て山」 with no 自軍 / 敵軍 is the
   own one (5.1.5.5).
2. A step on what the text names beside the target (「このユニット」) is applied because the text
   names it (10.10.4), after 「効果適用後、」 because the part before applied (4.1.11).
3. 「対象は「チャージ:x」 / 「ディフェンダー:x」を失う」 mid-battle: the 「攻撃力:x」 is lost at once
   (10.15.2.1, 13.1.5.4 / 13.1.6.4).
"""

from __future__ import annotations

from tests.ruling.boards import decided as _cited
from tests.ruling.boards import main_state as _state
from tests.ruling.boards import mc_run as _run

_RACE = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 沼, type: terrain, limit: 8}
        - {name: 竜人, type: unit, level: 2, attack: 2, defense: 3, race: %s}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
%s
  - {do: resolve_text, text: "対象が「種族:レプタイル」の場合、対象に「防御力:+2」を付与する。", target: 竜人}
ask: [竜人.defense]
"""


def test_a_unit_of_two_races_meets_a_race_condition_citing_2_1_22_2() -> None:
    r = _run(_RACE % ("[ドラゴン, レプタイル]", ""))
    assert _state(r, "竜人.defense") == 5
    assert "2.1.22.2" in _cited(r)


def test_neighbour_one_race_no_2_1_22_2() -> None:
    r = _run(_RACE % ("[レプタイル]", ""))
    assert _state(r, "竜人.defense") == 5
    assert "2.1.22.2" not in _cited(r)


def test_a_change_then_a_grant_read_in_order_citing_10_7_2_2() -> None:
    steps = (
        '  - {do: resolve_text, text: "対象を「種族:インセクト」に変更する。", target: 竜人}\n'
        '  - {do: resolve_text, text: "対象に「種族:レプタイル」を付与する。", target: 竜人}'
    )
    r = _run(_RACE % ("[ドラゴン]", steps))
    assert _state(r, "竜人.defense") == 5
    assert {"10.7.2.2", "2.1.22.2"} <= _cited(r)


def test_neighbour_one_grant_alone_no_10_7_2_2() -> None:
    steps = '  - {do: resolve_text, text: "対象に「種族:レプタイル」を付与する。", target: 竜人}'
    r = _run(_RACE % ("[ドラゴン]", steps))
    assert _state(r, "竜人.defense") == 5
    assert "10.7.2.2" not in _cited(r)


_EQUIP = """turn: {player: A, number: 7, phase: summon}
players:
  A:
    deck: 20
    hand: [{name: 水晶の杖, type: item, attack_bonus: 1, equip_cost: 1, text: "%s"}]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 精霊, type: unit, level: 2, attack: 1, defense: 2, item_slots: 1, attribute: %s}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: equip, card: 水晶の杖, unit: 精霊}
ask: [精霊.attack]
"""


def test_an_exclusive_item_met_by_one_of_two_attributes_cites_15_4_3_2_and_2_1_13_3() -> None:
    r = _run(_EQUIP % ("【専用】「属性:水」", "[火, 水]"))
    assert _state(r, "精霊.attack") == 2
    assert {"15.4.3.2", "2.1.13.3"} <= _cited(r)


def test_neighbour_an_item_with_no_exclusive_cites_neither() -> None:
    r = _run(_EQUIP % ("", "[火, 水]"))
    assert _state(r, "精霊.attack") == 2
    assert not {"15.4.3.2", "2.1.13.3"} & _cited(r)


_READ = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - name: 騎士
          type: unit
          level: 2
          attack: 2
          defense: 3
          item_slots: 1
          text: "◎[メイン]渾身の一撃\\n〈対象:ユニット1体〉\\n対象に【このユニットの攻撃力】ダメージを与える。"
%s
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: オーガ, type: unit, level: 3, attack: 3, defense: 4}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 騎士, target: オーガ}
ask: [オーガ.zone]
"""


def test_an_attack_read_outside_battle_counts_the_equipment_citing_2_1_16_2() -> None:
    gear = "        - {name: 魔剣, type: item, attack_bonus: 2, equip_cost: 1, equipped_to: 騎士}"
    r = _run(_READ % gear)
    assert _state(r, "オーガ.zone") == "B.discard"
    assert "2.1.16.2" in _cited(r)


def test_neighbour_no_equipment_no_2_1_16_2() -> None:
    r = _run(_READ % "")
    assert _state(r, "オーガ.zone") == "B.field.c3"
    assert "2.1.16.2" not in _cited(r)


_PILE = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    discard: [{name: 古文書, type: item}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    discard: [{name: 魔導書, type: item}]
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, text: "%sのカードを1枚選び、山札の一番上に置く。"}
ask: [古文書.zone]
"""


def test_a_discard_pile_named_with_no_side_is_the_own_citing_5_1_5_5() -> None:
    r = _run(_PILE % "捨て山")
    assert _state(r, "古文書.zone") == "A.deck"
    assert "5.1.5.5" in _cited(r)


def test_neighbour_the_own_discard_pile_named_no_5_1_5_5() -> None:
    r = _run(_PILE % "自軍捨て山")
    assert _state(r, "古文書.zone") == "A.deck"
    assert "5.1.5.5" not in _cited(r)


_BESIDE = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 槍兵
          type: unit
          level: 2
          attack: 2
          defense: 2
          text: "◎[メイン]投擲\\n〈対象:ユニット1体〉\\n%s"
  B:
    deck: 20
    field:
      c3:
        - {name: 荒野, type: terrain, limit: 6}
        - {name: ゴブリン, type: unit, level: 1, attack: 1, defense: 2}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 槍兵, target: ゴブリン}
ask: [槍兵.state]
"""


def test_a_step_on_the_user_beside_the_target_cites_10_10_4_and_4_1_11() -> None:
    r = _run(_BESIDE % "対象に【2】ダメージを与える。効果適用後、このユニットを行動完了にする。")
    assert _state(r, "槍兵.state") == "rest"
    assert {"10.10.4", "4.1.11"} <= _cited(r)


def test_neighbour_a_step_on_the_target_only_no_10_10_4() -> None:
    r = _run(_BESIDE % "対象に【2】ダメージを与える。")
    assert _state(r, "槍兵.state") == "stand"
    assert not {"10.10.4", "4.1.11"} & _cited(r)


_LOSE = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 2, attack: 0, defense: 3}
        - name: 呪術師
          type: unit
          level: 1
          attack: 0
          defense: 5
          text: "◎[普通]弱体の呪い\\n〈対象:ユニット1体〉\\n対象は「ディフェンダー:x」を失う。"
  B:
    deck: 20
    field:
      c3:
        - {name: 砦, type: terrain, limit: 6}
        - {name: 守護兵, type: unit, level: 2, attack: 1, defense: 4, text: "ディフェンダー:+2"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [戦士, 呪術師]
    to: c3
    dice: {A: 6, B: 1}
    formation: {A: [戦士, 呪術師]}
%s
ask: [戦士.zone]
"""


def test_a_defender_bonus_lost_mid_battle_is_lost_at_once_citing_13_1_6_4() -> None:
    r = _run(_LOSE % "    first_normal: [{do: use, card: 呪術師, target: 守護兵}]")
    assert _state(r, "戦士.zone") == "A.field.c2"
    assert {"13.1.6.4", "10.15.2.1"} <= _cited(r)


def test_neighbour_the_defender_bonus_kept_kills() -> None:
    r = _run(_LOSE % "")
    assert _state(r, "戦士.zone") == "A.discard"
    assert "13.1.6.4" not in _cited(r)


_DECLARE = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 火竜, type: unit, level: 4, attack: 4, defense: 4}]
    discard: [{name: 古文書, type: item}]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 賢者
          type: unit
          level: 2
          attack: 1
          defense: 2
          text: "◎[メイン]記憶の糸\\n〈コスト:手札1枚破棄/対象:このユニット〉\\n%s"
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 賢者, target: 賢者, cost_cards: [火竜]}
ask: [火竜.zone, 古文書.zone]
"""


def test_a_discard_pile_choice_is_made_at_the_declaration_citing_10_1_7() -> None:
    r = _run(_DECLARE % "自軍捨て山のカードを1枚選び、自軍山札の一番上に置く。")
    # only 古文書 was there at 10.1.7: 火竜, the cost, reaches the pile at 10.1.13
    assert _state(r, "古文書.zone") == "A.deck"
    assert _state(r, "火竜.zone") == "A.discard"
    assert "10.1.7" in _cited(r)


def test_neighbour_a_bare_effect_chooses_when_it_resolves_no_10_1_7() -> None:
    board = _DECLARE % "自軍捨て山のカードを1枚選び、自軍山札の一番上に置く。"
    board = board.replace(
        "  - {do: use, card: 賢者, target: 賢者, cost_cards: [火竜]}",
        '  - {do: resolve_text, text: "自軍捨て山のカードを1枚選び、自軍山札の一番上に置く。"}',
    )
    r = _run(board)
    assert _state(r, "古文書.zone") == "A.deck"
    assert "10.1.7" not in _cited(r)


_ACTED = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 疾風騎兵, type: unit, level: 2, attack: 2, defense: 2, state: rest, text: "%s"}
      c2: [{name: 平原, type: terrain, limit: 8}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: advance, units: [疾風騎兵], to: c2}
ask: [疾風騎兵.zone]
"""


def test_a_text_letting_an_acted_unit_advance_beats_12_2_3_1_citing_1_3_1() -> None:
    r = _run(_ACTED % "○神速\\n〈対象:このユニット〉\\n対象は行動完了でも進軍できる。")
    assert _state(r, "疾風騎兵.zone") == "A.field.c2"
    assert {"1.3.1", "12.2.3.1", "14.5.4.2"} <= _cited(r)


def test_neighbour_an_acted_unit_without_it_is_refused() -> None:
    r = _run(_ACTED % "")
    assert _state(r, "疾風騎兵.zone") == "A.field.c1"
    assert "1.3.1" not in _cited(r)


def test_neighbour_cannot_advance_beats_the_permission() -> None:
    text = "○神速\\n〈対象:このユニット〉\\n対象は行動完了でも進軍できる。対象は進軍できない。"
    r = _run(_ACTED % text)
    assert _state(r, "疾風騎兵.zone") == "A.field.c1"
    assert "4.1.12" in _cited(r)


_HOLD = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c3:
        - {name: 墓地, type: terrain, limit: 6}
        - {name: 騎士, type: unit, level: 2, attack: 1, defense: 3, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, text: "対象に「攻撃力:%s」を付与する。", target: 騎士}
ask: [騎士.attack]
"""
_NO_RAISE = "○呪縛\\n〈対象:このユニット〉\\n対象の攻撃力は増加しない。"


def test_cannot_increase_beats_a_grant_citing_4_1_12() -> None:
    r = _run(_HOLD % (_NO_RAISE, "+2"))
    assert _state(r, "騎士.attack") == 1
    assert {"4.1.12", "14.5.4.2"} <= _cited(r)


def test_neighbour_cannot_increase_lets_a_decrease_apply() -> None:
    r = _run(_HOLD % (_NO_RAISE, "-1"))
    assert _state(r, "騎士.attack") == 0


def test_neighbour_no_such_ability_the_grant_applies() -> None:
    r = _run(_HOLD % ("", "+2"))
    assert _state(r, "騎士.attack") == 3
    assert "4.1.12" not in _cited(r)


_REPLENISH = """turn: {player: A, number: 9, phase: main}
players:
  A:
    deck: %s
    hand: 2
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 学者
          type: unit
          level: 1
          attack: 0
          defense: 2
          text: "◎[メイン]研究\\n〈コスト:カードを1枚補充する/対象:このユニット〉\\n対象に「防御力:+1」を付与する。"
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: use, card: 学者, target: 学者}
ask: [学者.defense, A.hand]
"""


def test_a_replenish_cost_is_carried_out_at_10_1_13() -> None:
    r = _run(_REPLENISH % "5")
    assert _state(r, "学者.defense") == 3
    assert _state(r, "A.hand") == 3
    assert "10.11.6" in _cited(r)


def test_neighbour_a_replenish_cost_with_too_few_cards_is_refused_citing_10_11_10() -> None:
    r = _run((_REPLENISH % "0").replace("deck: 0", "deck: 0\n    deck_out_turn: 9"))
    assert _state(r, "学者.defense") == 2
    assert _state(r, "A.hand") == 2
    assert "10.11.10" in _cited(r)


_LASTS = """turn: {player: A, number: 7, phase: main}
players:
  A:
    deck: 20
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - name: 祈祷師
          type: unit
          level: 1
          attack: 0
          defense: 1
          text: "◎[メイン]加護の祈り\\n〈対象:ユニット1体〉\\n%s"
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 騎士, type: unit, level: 2, attack: 2, defense: 3}
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: main_phase
    actions:
      - {do: use, card: 祈祷師, target: 騎士}
  - {do: summon_phase, actions: []}
ask: [騎士.defense]
"""


def test_a_main_value_change_raises_how_long_it_lasts_naming_4_6_9() -> None:
    from ruling.resolve import raised_points

    r = _run(_LASTS % "対象を「防御力:+2」する。")
    points = [cl for cl, _both in raised_points(r)]
    assert any({"7.6.3", "4.6.9"} <= set(cl) for cl in points)


def test_neighbour_a_main_race_change_raises_it_without_4_6_9() -> None:
    from ruling.resolve import raised_points

    r = _run((_LASTS % "対象を「種族:ドラゴン」に変更する。").replace("騎士.defense", "騎士.race"))
    points = [cl for cl, _both in raised_points(r)]
    assert any("7.6.3" in cl for cl in points)
    assert not any("4.6.9" in cl for cl in points)


_UPTO = """turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    hand: [{name: 火竜, type: unit, level: 4, attack: 4, defense: 4}]
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
  B:
    deck: 20
    field:
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - {do: resolve_text, text: "%s"}
ask: [火竜.zone]
"""


def test_discard_up_to_n_runs_and_raises_whether_0_may_be_declared() -> None:
    from ruling.resolve import raised_points

    r = _run(_UPTO % "手札を2枚まで破棄する。")
    # the engine's reading (1.3.2: a number the player decides is 1 or more): 火竜 discarded
    assert _state(r, "火竜.zone") == "A.discard"
    assert any({"1.3.2", "12.3.1.2"} <= set(cl) for cl, _both in raised_points(r))


def test_neighbour_discard_exactly_n_raises_no_such_point() -> None:
    from ruling.resolve import raised_points

    r = _run(_UPTO % "手札を1枚破棄する。")
    assert _state(r, "火竜.zone") == "A.discard"
    assert not any("1.3.2" in cl for cl, _both in raised_points(r))
