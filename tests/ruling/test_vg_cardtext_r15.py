"""VG card-text constructions of round 15 (issue 12: the language, not the lines), found by
reading why the texts of the blind set cards_r14 (development material since) and the 801
development texts were refused; each on a minimal text of its own and a board
(docs/cardtext.md, round 15)."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import VG_ACTIVATE, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

CHOOSE_BACK = "choices:\n  - {player: A, choose: 後衛}"

CHECK_TEXT = "【自】：このカードがトリガーで出た時、【ソウルチャージ】(1)する。"
CHECK_BOARD = """\
game: vg
title: t
turn: {player: TURN, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: [TOP, {name: 山1, type: normal, grade: 1}, 8]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: [{name: 山B, type: normal, grade: 1}, 9]
actions:
  - {do: attack, attacker: vanguard, target: vanguard}
"""
TRIGGER_CARD = (
    '{name: 出兵, type: trigger, grade: 0, trigger: critical, trigger_power: 10000, text: "TEXT"}'
)


def _check(turn: str, top: str) -> Any:
    return resolve(loads(CHECK_BOARD.replace("TURN", turn).replace("TOP", top), "t.yaml"))


def test_a_trigger_unit_that_comes_out_in_a_check_7_16_1() -> None:
    """「このカードがトリガーで出た時」: a trigger unit put into the trigger zone by a check of its
    master's (7.16.1 — 出る is exactly that, in a drive check, 10.6.1.2, or a damage check,
    13.6.4). Its own drive check triggers it (the soul charge puts the next card into the soul),
    and so does its damage check when the opponent's attack hits; a card of no trigger checked
    the same way is no trigger that came out."""
    card = TRIGGER_CARD.replace("TEXT", CHECK_TEXT)
    drive = _check("A", card)
    assert not unsupported(drive) and zone(drive, "A", "soul") == ["山1"]
    damage = _check("B", card)
    assert not unsupported(damage) and zone(damage, "A", "soul") == ["山1"]
    plain = f'{{name: 出兵, type: normal, grade: 1, text: "{CHECK_TEXT}"}}'
    assert zone(_check("A", plain), "A", "soul") == []
    assert zone(_check("B", plain), "A", "soul") == []
    # the opponent's checks never put this card anywhere: nothing without a check of its master's
    none = _check("A", TRIGGER_CARD.replace("TEXT", ""))
    assert zone(none, "A", "soul") == []


def test_the_object_owns_the_value_that_changes() -> None:
    """「あなたの前列のリアガードすべてを、そのターン中、パワー＋5000」: the cards marked by を own
    the value, as in 「…すべてのパワー＋5000」 (the duration between them the step's) — the front
    row's rear-guards gain 5000 for the turn, a back-row one does not; 「そのユニットを、…」 (the
    unit chosen) likewise."""
    text = "【起】【(R)】：あなたの前列のリアガードすべてを、そのターン中、パワー＋5000。"
    back = "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}"
    r = run(text, actions=VG_ACTIVATE, extra=back)
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(r, "power", where="field.left_back") == 7000
    chosen = (
        "【起】【(R)】：あなたのリアガードを１枚選び、そのユニットを、そのターン中、パワー＋5000。"
    )
    r = run(chosen, actions=VG_ACTIVATE, extra=back, choices=CHOOSE_BACK)
    assert not unsupported(r) and value(r, "power", where="field.left_back") == 12000
    assert value(r, "power") == 10000


ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"
STRONG = "{name: 騎士, grade: 3, power: 21000}"


def test_a_further_amount_of_the_value_changed_before_11_2_5() -> None:
    """「…このユニットのパワー＋5000。あなたのダメージゾーンが５枚なら、さらに＋10000」: an amount
    alone after さらに changes the same value of the same unit for as long
    (``abilities.stat_again``): 10000 + 5000 + 10000 = 25000 hits a 21000 vanguard with five
    damage, 15000 with four does not. The sentence after さらに is resolved only if the one
    before met its requirement (11.2.5): with the first change's condition unmet, nothing."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "あなたのダメージゾーンが５枚なら、さらに＋10000。"
    )
    r = run(text, actions=ATTACK, opponent=STRONG, damage="[5]")
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    r = run(text, actions=ATTACK, opponent=STRONG, damage="[4]")
    assert not unsupported(r) and zone(r, "B", "damage") == []
    gated = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋1000。"
        "あなたのソウルが１枚以上なら、そのバトル中、このユニットのパワー＋1000。さらに＋20000。"
    )
    r = run(gated, actions=ATTACK, opponent=STRONG)
    assert not unsupported(r) and zone(r, "B", "damage") == []  # 11.2.5: skipped, 11000
    soul = "soul: [{name: 魂, type: normal, grade: 1}]"
    r = run(gated, actions=ATTACK, opponent=STRONG, extra=soul)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1  # 32000


def test_a_bare_amount_without_a_further_is_refused() -> None:
    """An amount with no value and no さらに names nothing it changes: refused, reported."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのダメージゾーンが５枚なら、＋10000。"
    )
    r = run(text, actions=ATTACK, opponent=STRONG, damage="[5]")
    assert unsupported(r)


def test_the_column_a_unit_stands_in_4_9_1_2() -> None:
    """「このユニットのいる縦列の…」 / 「このユニットのいる縦列に…がいるなら」: the column the unit
    stands in, read as 「このユニットと同じ縦列」 (4.9.1.1, 4.9.1.2) — the unit behind it gains,
    one in another column does not; the condition holds only with a unit in its column."""
    text = "【永】【(R)】：このユニットのいる縦列のあなたのユニットすべてのパワー＋2000。"
    units = (
        "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}\n"
        "    right_back: {name: 右衛, type: normal, grade: 1, power: 7000}"
    )
    r = run(text, extra=units)
    assert not unsupported(r) and value(r, "power", where="field.left_back") == 9000
    assert value(r, "power", where="field.right_back") == 7000
    assert value(r, "power") == 12000  # itself: a unit of its own column
    # the opponent's units of that column: its right front faces this left front (4.9.1.2)
    theirs = "【永】【(R)】：このユニットのいる縦列の相手のユニットすべてのパワー－5000。"
    r = run(theirs)
    assert not unsupported(r) and value(r, "power", player="B", where="field.right_front") == 4000
    cond = "【永】【(R)】：このユニットのいる縦列に他のあなたのユニットがいるなら、このユニットのパワー＋2000。"
    r = run(cond, extra=units)
    assert not unsupported(r) and value(r, "power") == 12000
    r = run(cond, extra="right_back: {name: 右衛, type: normal, grade: 1, power: 7000}")
    assert not unsupported(r) and value(r, "power") == 10000


VG_ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"


def test_this_battle_is_the_nth_of_the_turn_10_3_1_3() -> None:
    """「このバトルが２回目以降のバトルなら」: the battle in progress, named as the subject, counted
    among this turn's battles (10.3.1.3), as 「このターン２回目以降のバトルなら」 — the rear-guard's
    attack after the vanguard's draws (the drive check took 山1, the draw 山2); its first does
    not."""
    text = "【自】【(R)】：このユニットがアタックした時、このバトルが２回目以降のバトルなら、１枚引く。"
    second = run(text, actions=VG_ATTACK + "\n" + ATTACK)
    assert not unsupported(second) and "山2" in zone(second, "A", "hand")
    first = run(text, actions=ATTACK)
    assert not unsupported(first) and "山1" not in zone(first, "A", "hand")


def test_a_sentence_done_in_place_of_the_one_before_11_3_1_3_4() -> None:
    """「相手は自分の手札から２枚選び、捨てる。相手の手札が１枚以下なら、かわりにそのバトル中、この
    ユニットのパワー＋10000」: the condition is read once, as the sentence before is to be
    resolved (11.3.1.3.4): with one card in the opponent's hand, no discard and +10000 (a hit
    on 21000); with three, the discard alone — the hand left with one card does not then give
    the +10000 as well (it would, read after the discard)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、相手は自分の手札から２枚選び、捨てる。"
        "相手の手札が１枚以下なら、かわりにそのバトル中、このユニットのパワー＋10000。"
    )
    board = (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 剣士, type: normal, grade: 2, power: 11000, text: "{text}"}}\n'
        "    deck: 10\n  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 21000}\n"
        "    hand: HAND\n    deck: 10\nactions:\n" + ATTACK + "\nCHOICES"
    )
    one = board.replace("HAND", "[{name: 一, type: normal}]").replace("CHOICES", "")
    r = resolve(loads(one, "t.yaml"))
    assert not unsupported(r) and zone(r, "B", "hand") == ["一"]
    assert len(zone(r, "B", "damage")) == 1  # 21000 + ... : 11000 + 10000 = 21000 hits
    three = board.replace(
        "HAND", "[{name: 一, type: normal}, {name: 二, type: normal}, {name: 三, type: normal}]"
    ).replace("CHOICES", "choices:\n  - {player: B, choose: 一}\n  - {player: B, choose: 二}")
    r = resolve(loads(three, "t.yaml"))
    assert not unsupported(r) and zone(r, "B", "hand") == ["三"]
    assert zone(r, "B", "damage") == []  # 11000 against 21000: the +10000 not given


def test_a_sentence_replaced_of_an_unread_shape_is_refused() -> None:
    """「かわりに」 after a sentence with a condition of its own, or in a continuous ability: refused
    (reported), not run as two sentences."""
    cond_before = (
        "【自】【(R)】：このユニットがアタックした時、１枚引く。あなたのソウルが１枚以上なら、"
        "そのバトル中、このユニットのパワー＋5000。相手の手札が１枚以下なら、かわりに２枚引く。"
    )
    assert unsupported(run(cond_before, actions=ATTACK))


def test_a_sentence_in_place_of_another_acts_on_what_it_would_have() -> None:
    """「あなたの前列のリアガードすべてを、そのターン中、パワー＋5000。あなたのダメージゾーンが４枚
    以上なら、かわりにパワー＋10000」: the sentence done in place of the one before acts on the
    cards that one names, for as long (11.3.1.3.4): 20000 with four damage (not 25000), 15000
    with three. After a choice (「１枚選び、…」) the sentence changes the change of the cards
    chosen (11.3.1.3.3 / 11.3.1.3.5, round 31: the amount replaced, the choice made either way):
    the one rear-guard chosen gets +10000 with four damage, +5000 with three."""
    text = (
        "【起】【(R)】：あなたの前列のリアガードすべてを、そのターン中、パワー＋5000。"
        "あなたのダメージゾーンが４枚以上なら、かわりにパワー＋10000。"
    )
    r = run(text, actions=VG_ACTIVATE, damage="[4]")
    assert not unsupported(r) and value(r, "power") == 20000
    r = run(text, actions=VG_ACTIVATE, damage="[3]")
    assert not unsupported(r) and value(r, "power") == 15000
    chosen = (
        "【起】【(R)】：あなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
        "あなたのダメージゾーンが４枚以上なら、かわりにパワー＋10000。"
    )
    r = run(chosen, actions=VG_ACTIVATE, damage="[4]")
    assert not unsupported(r) and value(r, "power") == 20000
    r = run(chosen, actions=VG_ACTIVATE, damage="[3]")
    assert not unsupported(r) and value(r, "power") == 15000


def test_a_look_at_the_top_cards_with_the_count_bare_7_7() -> None:
    """「あなたの山札の上から３枚見て」 (the count with no を, as 「…上から３枚を見て」, 7.7): the
    top three looked at, a choice among them — the grade 2 taken to the hand."""
    text = (
        "【起】【(R)】：あなたの山札の上から３枚見て、グレード２を１枚まで選び、手札に加え、"
        "山札をシャッフルする。"
    )
    pick = "choices:\n  - {player: A, choose: 山2}"
    r = run(text, actions=VG_ACTIVATE, choices=pick)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山2"]


BOOSTER = '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "TEXT"}'
BOOST = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"


def test_a_continuous_change_of_the_unit_a_place_or_a_boost_names_11_11_1_7() -> None:
    """「【永】…あなたのヴァンガードのパワー＋5000」 (the unit on that circle, 4.9.2.6) and 「この
    ユニットがブーストしたバトル中、ブーストされたユニットのパワー＋2000」 (the unit boosted,
    10.4.1.12): read as the units that match while it applies (11.11.1.7) — 10000 + 8000 + 2000
    = 20000 hits a 19000 vanguard; an attack it does not boost gets nothing."""
    r = run("【永】【(R)】：あなたのヴァンガードのパワー＋5000。")
    assert not unsupported(r) and value(r, "power", where="field.vanguard") == 18000
    assert value(r, "power") == 10000
    text = (
        "【永】【(R)】：このユニットがブーストしたバトル中、ブーストされたユニットのパワー＋2000。"
    )
    back = "left_back: " + BOOSTER.replace("TEXT", text)
    foe = "{name: 騎士, grade: 3, power: 19000}"
    r = run("", actions=BOOST, extra=back, opponent=foe)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    plain = "left_back: " + BOOSTER.replace("TEXT", "")
    assert zone(run("", actions=BOOST, extra=plain, opponent=foe), "B", "damage") == []


def test_done_by_this_effect_11_2_3() -> None:
    """「…を１枚選び、退却させる。この効果で退却させたなら、１枚引く」: whether the step before, of
    this ability's effect, did it (11.2.3), as 「退却させたなら」 — the opponent's front
    rear-guard retired, a draw; none in the back row to retire, none."""
    text = (
        "【起】【(R)】：相手の前列のリアガードを１枚選び、退却させる。"
        "この効果で退却させたなら、１枚引く。"
    )
    r = run(text, actions=VG_ACTIVATE, choices="choices:\n  - {player: A, choose: 槍兵}")
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert zone(r, "A", "hand") == ["山1"]
    back = text.replace("前列", "後列")
    r = run(back, actions=VG_ACTIVATE)
    assert not unsupported(r) and zone(r, "A", "hand") == []


def test_an_effect_lets_a_unit_attack_from_the_back_row_10_4_1_3() -> None:
    """「あなたの後列のリアガードを１枚選び、そのターン中、後列からアタックできる」: the unit chosen
    may attack from the back row this turn (10.4.1.3 overridden by the text, 1.3.1) — its
    attack hits a 5000 vanguard; without the effect the back row does not attack."""
    text = (
        "【起】【(R)】：あなたの後列のリアガードを１枚選び、そのターン中、後列からアタックできる。"
    )
    back = "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}"
    weak = "{name: 騎士, grade: 3, power: 5000}"
    attack = "  - {do: attack, attacker: left_back, target: vanguard}"
    pick = "choices:\n  - {player: A, choose: 後衛}"
    r = run(text, actions=VG_ACTIVATE + attack, extra=back, opponent=weak, choices=pick)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    r = run(text, actions=attack, extra=back, opponent=weak)
    assert zone(r, "B", "damage") == []


def test_the_battle_a_unit_attacks_a_vanguard_or_from_the_back_row_in() -> None:
    """【永】「このユニットがヴァンガードにアタックしたバトル中、…パワー＋5000」: the unit attacking
    and the unit it attacks (its partner, 10.4.1.6) a vanguard — 15000 hits a 14000 vanguard;
    with 「リアガードにアタックした」 the same attack gets nothing. 「このユニットが後列からアタック
    したバトル中」: attacking, and in the back row (a unit stays on its circle in its battle)."""
    text = "【永】【(R)】：このユニットがヴァンガードにアタックしたバトル中、このユニットのパワー＋5000。"
    foe = "{name: 騎士, grade: 3, power: 14000}"
    r = run(text, actions=ATTACK, opponent=foe)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    other = text.replace("ヴァンガードにアタック", "リアガードにアタック")
    r = run(other, actions=ATTACK, opponent=foe)
    assert not unsupported(r) and zone(r, "B", "damage") == []
    both = (
        "【起】【(R)】：そのターン中、このユニットは後列からアタックできる。\\n"
        "【永】【(R)】：このユニットが後列からアタックしたバトル中、このユニットのパワー＋5000。"
    )
    back = f'left_back: {{name: 後衛, type: normal, grade: 1, power: 7000, text: "{both}"}}'
    act = "  - {do: main_phase, actions: [{do: activate, card: 後衛}]}\n"
    attack = "  - {do: attack, attacker: left_back, target: vanguard}"
    weak = "{name: 騎士, grade: 3, power: 10000}"
    r = run("", actions=act + attack, extra=back, opponent=weak)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1  # 12000
    front = (
        "【永】【(R)】：このユニットが後列からアタックしたバトル中、このユニットのパワー＋5000。"
    )
    r = run(front, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 12000}")
    assert not unsupported(r) and zone(r, "B", "damage") == []  # 10000: from the front row


def test_a_vacant_circle_4_9_1() -> None:
    """「前列の空いている(R)に移動させる」 / 「他の空いている(R)」 (grammar: 空く, 空いている): a circle
    with no unit on it, as 「ユニットのいない(R)」; what the grammar hangs before 空いている (the row,
    他の) describes the circle — the back-row unit goes to the one empty front-row circle, and
    with none empty it stays."""
    text = "【起】【(R)】：あなたの後列のリアガードを１枚選び、前列の空いている(R)に移動させる。"
    back = "left_back: {name: 後衛, type: normal, grade: 1, power: 7000}"
    pick = "choices:\n  - {player: A, choose: 後衛}"
    r = run(text, actions=VG_ACTIVATE, extra=back, choices=pick)
    assert not unsupported(r) and zone(r, "A", "field.right_front") == ["後衛"]
    full = back + "\n    right_front: {name: 右兵, type: normal, grade: 1}"
    r = run(text, actions=VG_ACTIVATE, extra=full, choices=pick)
    assert not unsupported(r) and zone(r, "A", "field.left_back") == ["後衛"]
    other = "【起】【(R)】：このユニットを他の空いている(R)に移動させる。"
    r = run(other, actions=VG_ACTIVATE, extra=back)
    assert not unsupported(r) and zone(r, "A", "field.left_front") == []
    assert zone(r, "A", "field.left_back") == ["後衛"]
