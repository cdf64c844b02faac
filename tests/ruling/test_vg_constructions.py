"""Vanguard card text, one construction at a time (issue 12): a minimal ability text in the
wording Vanguard cards use, what it does on a board, and a counterpart that must not do it."""

from __future__ import annotations

from typing import Any

from ruling.core import Engine
from ruling.games._vg import values
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import unsupported, vg_card_board, vg_card_run
from tests.ruling.boards import zone_names as zone


def run(text: str, actions: str = "  - {do: stand_phase}", **board: Any) -> Any:
    """The ruling of 剣士 with the ability ``text`` (``boards.vg_card_board``, A's damage zone
    empty), by default in the stand phase."""
    board.setdefault("damage", "[]")
    return vg_card_run(text, actions, **board)


def value(r: Any, stat: str, player: str = "A", where: str = "field.left_front") -> int:
    """A unit's value on the final board (``values.power`` / ``shield`` …)."""
    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    uid = state.players[player].zones[where][0].uid
    return int(getattr(values, stat)(ctx, uid))


ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}"


# ------------------------------------------------------------------ …につき (12.7.1)


def test_per_a_grade_of_a_players_vanguard() -> None:
    """「相手のヴァンガードのグレード１につき、そのバトル中、このユニットのパワー＋5000」: Y done
    as many times as the opponent's vanguard's grade (12.7.1), fixed before the first (12.7.2)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、相手のヴァンガードのグレード１につき、"
        "そのバトル中、このユニットのパワー＋5000。"
    )
    strong = "{name: 騎士, grade: GRADE, power: 21000}"
    r = run(text, actions=ATTACK, opponent=strong.replace("GRADE", "3"))
    # 10000 + 3 x 5000 = 25000 against 21000: a hit
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    mark = next(s for s in r.main.trace.steps if "X＝3" in s.ja)
    assert "12.7.2" in mark.clauses
    # a grade-1 vanguard: 15000 against 21000, no hit
    low = run(text, actions=ATTACK, opponent=strong.replace("GRADE", "1"))
    assert not unsupported(low) and zone(low, "B", "damage") == []


def test_per_a_grade_of_a_described_vanguard_continuous() -> None:
    """【永】「「X」を含むあなたのヴァンガードのグレード１につき、このユニットのパワー＋5000」: read
    while it applies; a vanguard of another name counts for nothing."""
    text = "【永】【(R)】：「竜」を含むあなたのヴァンガードのグレード１につき、このユニットのパワー＋5000。"
    r = run(text)
    assert not unsupported(r) and value(r, "power") == 25000
    other = run(text, vanguard="{name: 鳥, type: normal, grade: 3, power: 13000}")
    assert value(other, "power") == 10000
    g2 = run(text, vanguard="{name: 小竜, type: normal, grade: 2, power: 13000}")
    assert value(g2, "power") == 20000


def test_per_n_cards() -> None:
    """「あなたのダメージゾーン２枚につき、このユニットのパワー＋5000」: once per two cards (three
    cards: once; one card: none)."""
    text = "【永】【(R)】：あなたのダメージゾーン２枚につき、このユニットのパワー＋5000。"
    three = "[{name: 傷1, type: normal}, {name: 傷2, type: normal}, {name: 傷3, type: normal}]"
    r = run(text, damage=three)
    assert not unsupported(r) and value(r, "power") == 15000
    four = three.replace("]", ", {name: 傷4, type: normal}]")
    assert value(run(text, damage=four), "power") == 20000
    assert value(run(text, damage="[{name: 傷1, type: normal}]"), "power") == 10000


def test_per_a_value_of_several_cards_is_refused() -> None:
    """「あなたのリアガードのグレード１につき」: several cards' grades (summed? each?) — refused."""
    r = run("【永】【(R)】：あなたのリアガードのグレード１につき、このユニットのパワー＋5000。")
    assert unsupported(r)


# ------------------------------------------------------------------ 山札の上か下に置く

LOOK = "【起】【(R)】：あなたの山札を上から１枚見て、山札の上か下に置く。下に置いたなら、１枚引く。"
ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"


def test_top_or_bottom_is_the_masters_pick() -> None:
    """「山札の上か下に置く」: the master, who performs it, picks (11.8.5.1); 「下に置いたなら」
    reads where the card went (11.2.3)."""
    pick = "choices:\n  - {player: A, at: position, choose: WHERE}"
    bottom = run(LOOK, actions=ACTIVATE, choices=pick.replace("WHERE", "下"))
    assert not unsupported(bottom)
    # 山1 went under the deck, then 山2 (now on top) was drawn
    assert zone(bottom, "A", "hand") == ["山2"] and zone(bottom, "A", "deck")[-1] == "山1"
    top = run(LOOK, actions=ACTIVATE, choices=pick.replace("WHERE", "上"))
    assert zone(top, "A", "hand") == [] and zone(top, "A", "deck")[0] == "山1"
    step = next(s for s in top.main.trace.steps if "11.8.5.1" in s.clauses)
    assert "上か下" in step.ja


def test_top_or_bottom_unanswered_branches() -> None:
    """Left unanswered, the ruling gives both outcomes (a choice, not an assumption)."""
    r = run(LOOK, actions=ACTIVATE)
    assert not unsupported(r) and len(r.leaves) == 2
    picks = sorted(c.option for lf in r.leaves for c in lf.choices if c.kind == "position")
    assert picks == ["bottom", "top"]
    hands = sorted(len(lf.final.players["A"].zones["hand"]) for lf in r.leaves)
    assert hands == [0, 1]


def test_several_cards_to_the_top_or_bottom_are_refused() -> None:
    """「上から２枚見て、山札の上か下に置く」: each card where it is picked, or all together, and in
    what order? Two readings: refused."""
    r = run(LOOK.replace("１枚見て", "２枚見て"), actions=ACTIVATE)
    assert unsupported(r)


# ------------------------------------------------------------------ tokens (15.4.6.1)

TOKEN = "【起】【(R)】：プラント・トークンを２枚まで(R)にコールする。"


def test_token_values_from_the_rules_appendix() -> None:
    """A card that does not state its token's values: the values the rules document's appendix
    A1 lists for that name (15.4.6.1: the name defines the token unit; 15.4.3.1)."""
    pick = "choices:\n  - {player: A, at: token_count, choose: '1'}\n"
    pick += "  - {player: A, at: circle, choose: left_back}"
    r = run(TOKEN, actions=ACTIVATE, choices=pick)
    assert not unsupported(r) and zone(r, "A", "field.left_back") == ["プラント"]
    assert value(r, "power", where="field.left_back") == 5000
    assert value(r, "critical", where="field.left_back") == 1


def test_token_up_to_is_as_many_as_the_master_says() -> None:
    """「２枚まで」: none, one or two (11.8.4.1.1); unanswered, each count is a branch."""
    none = run(
        TOKEN, actions=ACTIVATE, choices="choices:\n  - {player: A, at: token_count, choose: '0'}"
    )
    assert not unsupported(none)
    rears = ("field.left_back", "field.center_back", "field.right_back", "field.right_front")
    assert not any(zone(none, "A", z) for z in rears)
    r = run(
        TOKEN,
        actions=ACTIVATE,
        choices="choices:\n  - {player: A, at: token_count, choose: '2'}\n  - {player: A, at: circle, choose: left_back}\n  - {player: A, at: circle, choose: right_back}",
    )
    assert zone(r, "A", "field.left_back") == ["プラント"] and zone(r, "A", "field.right_back") == [
        "プラント"
    ]


def test_a_token_with_text_or_unlisted_is_refused() -> None:
    """A token the appendix lists with text (舞羅主疾), or not at all: its values are not known
    here; refused."""
    assert unsupported(run(TOKEN.replace("プラント", "舞羅主疾"), actions=ACTIVATE))
    assert unsupported(run(TOKEN.replace("プラント", "未知"), actions=ACTIVATE))


def test_the_token_table_is_the_appendix() -> None:
    """Every row of ``_vg/tokens.py`` as the KB's appendix A1 prints it, with no text."""
    import re

    from kb.api import open_kb
    from ruling.games._vg.tokens import APPENDIX, TOKENS

    row = open_kb().clause("vg", APPENDIX)
    assert row is not None
    text = re.sub(r"\s+", " ", re.sub(r"</?p>", " ", row.text))
    skills = {"boost": "ブースト", None: "なし"}
    for name, (g, p, c, skill) in TOKENS.items():
        want = (
            f"「{name}」 グレード:{g} パワー:{p} クリティカル:{c} スキルアイコン: ?{skills[skill]} "
            "テキスト:なし"
        )
        assert re.search(want, text), name


# ------------------------------------------------------------------ values set (11.11.1)


def test_a_value_set_by_an_effect_is_always_that() -> None:
    """「そのターン中、このユニットのパワーを5000にする」: always 5000 (11.11.1.9), after any
    +/- (11.11.1.7): the +5000 printed after it does not count."""
    text = (
        "【起】【(R)】：そのターン中、このユニットのパワーを5000にする。"
        "そのターン中、このユニットのパワー＋5000。"
    )
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and value(r, "power") == 5000
    plain = run("【起】【(R)】：そのターン中、このユニットのパワー＋5000。", actions=ACTIVATE)
    assert value(plain, "power") == 15000


def test_an_original_value_set_by_an_effect_is_changed_after() -> None:
    """「元々のパワーを5000にする」: the original value (11.11.1.2), so a later +5000 adds to it."""
    text = (
        "【起】【(R)】：そのターン中、このユニットの元々のパワーを5000にする。"
        "そのターン中、このユニットのパワー＋5000。"
    )
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and value(r, "power") == 10000
    ctx = Engine(get_game("vg"), r.main.final).ctx
    uid = r.main.final.players["A"].zones["field.left_front"][0].uid
    assert "11.11.1.2" in values.layers(ctx, uid)


def test_drive_set_to_zero() -> None:
    """「そのターン中、あなたのヴァンガードのドライブを０にする」: the vanguard's drive is 0."""
    r = run(
        "【起】【(R)】：そのターン中、あなたのヴァンガードのドライブを０にする。", actions=ACTIVATE
    )
    assert not unsupported(r) and value(r, "drive", where="field.vanguard") == 0
    assert value(run("", actions=ACTIVATE), "drive", where="field.vanguard") == 1


def test_a_continuous_original_value() -> None:
    """【永】「…なら、このユニットの元々のパワーは15000になる」: while the condition holds, the
    original power is 15000 (11.11.1.2), and a +/- applies on top of it."""
    text = "【永】【(R)】：あなたのヴァンガードがグレード３以上なら、このユニットの元々のパワーは15000になる。"
    r = run(text)
    assert not unsupported(r) and value(r, "power") == 15000
    low = run(text, vanguard="{name: 竜, type: normal, grade: 2, power: 13000}")
    assert value(low, "power") == 10000
    both = text + "\\n【永】【(R)】：このユニットのパワー＋5000。"
    assert value(run(both), "power") == 20000


def test_a_continuous_value_always_n() -> None:
    """【永】「このユニットのクリティカルは２になる」: always 2 (11.11.1.9)."""
    r = run("【永】【(R)】：このユニットのクリティカルは２になる。")
    assert not unsupported(r) and value(r, "critical") == 2


# ------------------------------------------------------------------ continuous changes of others


def test_a_continuous_change_of_described_units() -> None:
    """【永】「あなたの〈ドラゴロイド〉のトリガーユニットすべてのシールド＋5000」: every unit of that
    race and kind while it applies (11.11.1.7); 〈X〉 is the race (2.3.3), not any race."""
    text = "【永】【(R)】：あなたの〈ドラゴロイド〉のトリガーユニットすべてのシールド＋5000。"
    units = (
        "left_back: {name: 竜兵, type: trigger, grade: 0, shield: 5000, race: ドラゴロイド}\n"
        "    center_back: {name: 人兵, type: trigger, grade: 0, shield: 5000, race: ヒューマン}\n"
        "    right_back: {name: 竜士, type: normal, grade: 1, shield: 5000, race: ドラゴロイド/ドラゴンマン}"
    )
    r = run(text, extra=units)
    assert not unsupported(r)
    assert value(r, "shield", where="field.left_back") == 10000
    assert value(r, "shield", where="field.center_back") == 5000  # another race
    assert value(r, "shield", where="field.right_back") == 5000  # not a trigger unit
    both = text.replace("トリガーユニット", "ユニット")
    assert value(run(both, extra=units), "shield", where="field.right_back") == 10000


# ------------------------------------------------------------------ costs


def test_a_cost_of_a_payment_or_an_action() -> None:
    """「【コスト】[【カウンターブラスト】(1)か手札から１枚ソウルに置く]」: one of the two, the
    payer's pick (11.7.1); the grammar hangs the payment on 「手札から」, which is no place."""
    text = "【起】【(R)】：【コスト】[【カウンターブラスト】(1)か手札から１枚ソウルに置く]ことで、１枚引く。"
    dmg = "[{name: 傷, type: normal}]"
    hand = "[{name: 手1, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, at: cost_choice, choose: WHAT}"
    act = run(text, actions=ACTIVATE, damage=dmg, hand=hand, choices=pick.replace("WHAT", "act"))
    assert not unsupported(act) and zone(act, "A", "soul") == ["手1"]
    assert zone(act, "A", "hand") == ["山1"]
    cb = run(
        text, actions=ACTIVATE, damage=dmg, hand=hand, choices=pick.replace("WHAT", "counter_blast")
    )
    assert zone(cb, "A", "soul") == [] and sorted(zone(cb, "A", "hand")) == ["山1", "手1"]
    assert not cb.main.final.players["A"].zones["damage"][0].face_up
    # no face-up damage: only the action can be paid, no choice asked
    only = run(text, actions=ACTIVATE, hand=hand)
    assert zone(only, "A", "soul") == ["手1"] and len(only.leaves) == 1


# ------------------------------------------------------------------ 「１枚ではなく２枚まで」


CHOOSE = (
    "【起】【(R)】：あなたの山札を上から３枚見て、１枚まで選び、手札に加え、山札をシャッフルする。"
    "あなたのダメージゾーンが１枚以上なら、１枚ではなく２枚まで選ぶ。"
)


def test_a_count_replaced_when_its_condition_holds() -> None:
    """「１枚ではなく２枚まで選ぶ」: the choice before it takes up to two when the condition
    holds (11.3.1.3, 11.3.1.3.5), else up to one."""
    deck = "[{name: 山1, type: normal}, {name: 山2, type: normal}, {name: 山3, type: normal}]"
    pick = (
        "choices:\n  - {player: A, at: choose, choose: 山1}\n"
        "  - {player: A, at: choose, choose: 山2}"
    )
    two = run(
        CHOOSE, actions=ACTIVATE, deck=deck, damage="[{name: 傷, type: normal}]", choices=pick
    )
    assert not unsupported(two) and sorted(zone(two, "A", "hand")) == ["山1", "山2"]
    assert any("11.3.1.3.5" in s.clauses for s in two.main.trace.steps)
    one = run(CHOOSE, actions=ACTIVATE, deck=deck, choices=pick)
    assert zone(one, "A", "hand") == ["山1"]


def test_a_count_replaced_with_its_bound() -> None:
    """「あなたのドロップから１枚選び、手札に加える。相手のヴァンガードがグレード３以上なら、１枚
    ではなく２枚まで選ぶ」: [テキストA] 「１枚」 is replaced by [テキストB] 「２枚まで」 (11.3.1.3.5),
    the bound with the count — up to two, so two or only one may be taken (before, refused as
    ambiguous); against a grade-2 vanguard exactly one is taken."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから１枚選び、手札に加える。"
        "相手のヴァンガードがグレード３以上なら、１枚ではなく２枚まで選ぶ。"
    )
    drop = "[{name: 墓1, type: normal}, {name: 墓2, type: normal}]"
    two = "choices:\n  - {player: A, at: choose, choose: 墓1}\n  - {player: A, at: choose, choose: 墓2}"
    r = run(text, actions=ATTACK, drop=drop, choices=two)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["墓1", "墓2"]
    one = "choices:\n  - {player: A, at: choose, choose: 墓1}\n  - {player: A, at: choose, choose: none}"
    stop = run(text, actions=ATTACK, drop=drop, choices=one)
    assert zone(stop, "A", "hand") == ["墓1"] and zone(stop, "A", "drop") == ["墓2"]
    g2 = run(text, actions=ATTACK, drop=drop, opponent="{name: 騎士, grade: 2, power: 13000}")
    assert len(zone(g2, "A", "hand")) == 1


# ------------------------------------------------------------------ playing an order (11.8.2)

ORDER = "[{name: 作戦, type: order, grade: 0}, {name: 設置, type: set_order, grade: 0}]"


def _play(card: str) -> str:
    return f"  - {{do: play_order, card: {card}, effect: [{{do: draw, amount: 1}}]}}"


def test_a_trigger_on_playing_an_order() -> None:
    """「あなたがノーマルオーダーをプレイした時」: when the play is made (11.8.2.4); a set order does
    not make it trigger, nor does the opponent's play."""
    text = "【自】【(R)】：あなたがノーマルオーダーをプレイした時、このユニットのパワー＋5000。"
    r = run(
        text.replace("このユニットのパワー＋5000", "そのターン中、このユニットのパワー＋5000"),
        actions=_play("作戦"),
        hand=ORDER,
    )
    assert not unsupported(r) and value(r, "power") == 15000
    step = next(s for s in r.main.trace.steps if "11.8.2.4" in s.clauses and "プレイした" in s.ja)
    assert step is not None
    other = run(
        text.replace("このユニットのパワー＋5000", "そのターン中、このユニットのパワー＋5000"),
        actions=_play("設置"),
        hand=ORDER,
    )
    assert value(other, "power") == 10000


def test_whether_an_order_was_played_this_turn() -> None:
    """「このターンにあなたがオーダーをプレイしているなら」: read from the turn's events."""
    text = (
        "【起】【(R)】：このターンにあなたがオーダーをプレイしているなら、そのターン中、"
        "このユニットのパワー＋5000。"
    )
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
    r = run(text, actions=_play("作戦") + "\n" + act, hand=ORDER)
    assert not unsupported(r) and value(r, "power") == 15000
    none = run(text, actions=act, hand=ORDER)
    assert value(none, "power") == 10000


# ------------------------------------------------------------------ descriptions


def test_a_grade_compared_with_the_vanguards() -> None:
    """「あなたのドロップからあなたのヴァンガードのグレード以下を１枚選び」: only cards whose grade
    is at most the vanguard's now (a grade-2 vanguard: the grade-3 card is not offered)."""
    text = "【起】【(R)】：あなたのドロップからあなたのヴァンガードのグレード以下を１枚選び、手札に加える。"
    drop = "[{name: 大, type: normal, grade: 3}, {name: 小, type: normal, grade: 1}]"
    g2 = "{name: 竜, type: normal, grade: 2, power: 13000}"
    r = run(text, actions=ACTIVATE, drop=drop, vanguard=g2)
    assert not unsupported(r) and zone(r, "A", "hand") == ["小"] and len(r.leaves) == 1
    g3 = run(text, actions=ACTIVATE, drop=drop)  # both can be chosen: a branch each
    assert sorted(lf.final.players["A"].zones["hand"][0].name for lf in g3.leaves) == ["大", "小"]


def test_a_face_up_zone_as_the_source() -> None:
    """「あなたの表のダメージゾーンから１枚選び」: a face-down damage card is not offered (before,
    the state of the place was dropped)."""
    text = "【起】【(R)】：あなたの表のダメージゾーンから１枚選び、手札に加える。"
    dmg = "[{name: 表, type: normal}, {name: 裏, type: normal, face: down}]"
    r = run(text, actions=ACTIVATE, damage=dmg)
    assert not unsupported(r) and zone(r, "A", "hand") == ["表"] and len(r.leaves) == 1


# ------------------------------------------------------------------ legion (6.4)


def test_a_vanguard_in_d_legion() -> None:
    """「あなたのヴァンガードが【D-双闘】しているなら」: in the D-legion state now (6.4.2.2); a
    plain legion, or none, is not."""
    text = (
        "【永】【(R)】：あなたのヴァンガードが【D-双闘】しているなら、このユニットのパワー＋5000。"
    )
    deck = "[{name: 相棒竜, type: normal, grade: 3}, 9]"
    legion = "  - {do: legion, card: 相棒竜, d: D}"
    r = run(text, actions=legion.replace("D}", "true}"), deck=deck)
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(text, actions=legion.replace("D}", "false}"), deck=deck), "power") == 10000
    assert value(run(text, deck=deck), "power") == 10000
    ctx = Engine(get_game("vg"), r.main.final).ctx
    uid = r.main.final.players["A"].zones["field.left_front"][0].uid
    from ruling.games._vg.abilities import text_clauses

    assert "6.4.2.2" in text_clauses(ctx, [uid])


# ------------------------------------------------------------------ ability keywords


def test_a_strike_shot_ability_runs_as_printed() -> None:
    """「【ストライクショット】－【起】…」: a keyword of the ability with no rules meaning of its own
    (17.6.4.1): the ability runs as it would without it, and is marked as a Strike Shot ability;
    another prefix is refused."""
    from grammar.parse import parse_card
    from ruling.games._vg.cardtext import compile_ability

    text = "【ストライクショット】－【起】【(R)】：そのターン中、このユニットのパワー＋5000。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and value(r, "power") == 15000
    card = parse_card(text, "vg").card
    assert card is not None
    assert compile_ability(card.abilities[0]).keyword == "strike_shot"
    assert unsupported(run(text.replace("ストライクショット", "未知の印"), actions=ACTIVATE))


def test_a_prefixed_activated_ability_can_be_played() -> None:
    """「【ディヴァインスキル】－【起】…」: the ability is an activated one (the marker after the
    prefix); before, its line was of no kind and the play was rejected as 'no activated
    ability'."""
    text = "【ディヴァインスキル】－【起】【(R)】：そのターン中、このユニットのパワー＋5000。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and value(r, "power") == 15000


def test_happy_toys_as_a_keyword_and_a_description() -> None:
    """【ハッピー・トイズ】 printed after an ability (a continuous ability with no effect, 14.60.1,
    14.60.2): the card has it, and 「ドロップから【ハッピー・トイズ】を１枚選び」 offers only such
    cards."""
    text = "【起】【(R)】：あなたのドロップから【ハッピー・トイズ】を１枚選び、手札に加える。"
    toy = "【自】：このユニットが(R)に登場した時、１枚引く。【ハッピー・トイズ】"
    drop = f'[{{name: 玩具, type: normal, grade: 1, text: "{toy}"}}, {{name: 剣, type: normal, grade: 1, text: "【自】：このユニットが(R)に登場した時、１枚引く。"}}]'
    # 剣's text given: its abilities are known — left out, the choice would branch on
    # whether it holds 【ハッピー・トイズ】 (round 27, ``values.branch_candidates``)
    r = run(text, actions=ACTIVATE, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["玩具"] and len(r.leaves) == 1
    plain = drop.replace("【ハッピー・トイズ】", "")
    assert zone(run(text, actions=ACTIVATE, drop=plain), "A", "hand") == []


# ------------------------------------------------------------------ count conditions


def test_a_count_condition_with_its_subject_left_unsaid() -> None:
    """「あなたのソウルが２枚以上なら、…し、３枚以上なら、…」: the second count is of what the first
    counted (the soul), not refused and not of something else."""
    text = (
        "【起】【(R)】：あなたのソウルが２枚以上なら、そのターン中、このユニットのパワー＋5000し、"
        "３枚以上なら、そのターン中、このユニットのクリティカル＋１。"
    )
    two = "soul: [{name: 魂1, type: normal}, {name: 魂2, type: normal}]"
    three = two.replace("]", ", {name: 魂3, type: normal}]")
    r = run(text, actions=ACTIVATE, extra=three)
    assert not unsupported(r) and value(r, "power") == 15000 and value(r, "critical") == 2
    r2 = run(text, actions=ACTIVATE, extra=two)
    assert value(r2, "power") == 15000 and value(r2, "critical") == 1
    # with nothing counted before it, the bare count is refused
    bare = "【起】【(R)】：３枚以上なら、そのターン中、このユニットのクリティカル＋１。"
    assert unsupported(run(bare, actions=ACTIVATE))


def test_a_count_of_cards_in_a_place_as_a_nominal_condition() -> None:
    """「あなたのドロップにグレード３が１枚以上なら」 (as 「…が１枚以上あるなら」)."""
    text = "【起】【(R)】：あなたのドロップにグレード３が１枚以上なら、そのターン中、このユニットのパワー＋5000。"
    r = run(text, actions=ACTIVATE, drop="[{name: 大, type: normal, grade: 3}]")
    assert not unsupported(r) and value(r, "power") == 15000
    low = run(text, actions=ACTIVATE, drop="[{name: 小, type: normal, grade: 1}]")
    assert value(low, "power") == 10000


# ------------------------------------------------------------------ striding (6.5.1)


def test_a_trigger_on_a_g_unit_striding() -> None:
    """「あなたのターンにあなたのＧユニットが【超越】した時」: when the G unit is put on the
    vanguard circle by striding (6.5.1.1); a ride does not make it trigger."""
    text = "【自】【(R)】：あなたのターンにあなたのＧユニットが【超越】した時、１枚引く。"
    g = "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]"
    stride = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
    hand = "[{name: 捨て, type: normal, grade: 3}]"
    r = run(text, actions=stride, extra=g, hand=hand)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    step = next(s for s in r.main.trace.steps if "6.5.1.1" in s.clauses and "超越竜神" in s.ja)
    assert step is not None
    ride = "  - {do: ride_phase, card: 捨て}"
    assert zone(run(text, actions=ride, extra=g, hand=hand), "A", "hand") == []


STRIDE_SKILL = (
    "【超越】-ストライドステップ-【コスト】[手札からグレードの合計が{n}以上になるように１枚以上選び、"
    "捨てる]ことで、裏のこのカードを(V)に【超越】する。"
)


def test_a_stride_skill_read_for_its_timing_and_cost() -> None:
    """「【超越】-ストライドステップ-【コスト】[手札からグレードの合計がN以上になるように…捨てる]
    ことで、裏のこのカードを(V)に【超越】する。」 (14.12.2): the card's stride skill gives the
    timing and the cost of its stride (6.6.2, 6.6.2.2, 14.12.3) — with N = 2 a grade 2 discard
    pays it; with the printed N = 3 the same discard is refused; another cost is refused."""
    from ruling.abilities import _abilities

    get_game("vg")  # registers the card-text compiler
    (ab,) = _abilities("vg", STRIDE_SKILL.format(n="３"), None)
    assert ab.supported and ab.program.keyword == "stride_skill"
    assert dict(ab.program.params) == {"timing": "stride", "grade_total": 3}
    other = STRIDE_SKILL.replace("グレードの合計が{n}以上になるように１枚以上", "１枚")
    assert not _abilities("vg", other, None)[0].supported

    def g(n: str) -> str:
        text = STRIDE_SKILL.format(n=n)
        return 'g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000, text: "' + text + '"}]'

    stride = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
    hand = "[{name: 捨て, type: normal, grade: 2}]"
    two = run("", actions=stride, extra=g("２"), hand=hand)
    assert not unsupported(two)
    assert zone(two, "A", "field.vanguard")[0] == "超越竜神"
    assert zone(two, "A", "drop") == ["捨て"]
    paid = next(s for s in two.main.trace.steps if "6.6.2.2" in s.clauses)
    assert "14.12.3" in paid.clauses and "14.12.3.1" not in paid.clauses
    three = run("", actions=stride, extra=g("３"), hand=hand)
    assert zone(three, "A", "g_zone") == ["超越竜神"] and zone(three, "A", "hand") == ["捨て"]


# ------------------------------------------------------------------ 「…から探したなら」


SEARCH = (
    "【起】【(R)】：あなたの、山札か手札から「泉」を含むカードを１枚まで探し、ソウルに置き、"
    "山札から探したなら、山札をシャッフルする。手札から置いたなら、１枚引く。"
)


def test_where_the_card_was_found_or_put_from() -> None:
    """「山札から探したなら、山札をシャッフルする。手札から置いたなら、１枚引く」: each reads where
    the found card came from (7.11.4: both places are searched; 11.2.3)."""
    deck = "[{name: 泉の竜, type: normal}, {name: 山2, type: normal}, 8]"
    hand = "[{name: 泉の鳥, type: normal}]"
    pick = "choices:\n  - {player: A, at: search, choose: WHICH}"
    from_hand = run(
        SEARCH, actions=ACTIVATE, deck=deck, hand=hand, choices=pick.replace("WHICH", "泉の鳥")
    )
    steps = from_hand.main.trace.steps
    assert not unsupported(from_hand) and zone(from_hand, "A", "soul") == ["泉の鳥"]
    assert zone(from_hand, "A", "hand") == ["泉の竜"]  # drew the deck's top card
    assert not any(s.ja == "A は山札をシャッフルする" for s in steps)
    only_deck = run(SEARCH, actions=ACTIVATE, deck=deck, choices=pick.replace("WHICH", "泉の竜"))
    assert zone(only_deck, "A", "soul") == ["泉の竜"] and zone(only_deck, "A", "hand") == []
    assert any(s.ja == "A は山札をシャッフルする" for s in only_deck.main.trace.steps)


def test_a_cost_on_cards_of_the_same_name() -> None:
    """「【コスト】[ドロップからこのカードと同名の他のカードを１枚バインドする]」: only another card
    of this card's name can pay it (12.6.1); with none, the cost cannot be paid."""
    text = (
        "【起】【ドロップ】：【コスト】[ドロップからこのカードと同名の他のカードを１枚バインドする]"
        "ことで、このカードを(R)にコールする。"
    )
    me = f'{{name: 骨竜, type: normal, grade: 1, text: "{text}"}}'
    act = "  - {do: main_phase, actions: [{do: activate, card: 骨竜, from: drop}]}"
    pick = "choices:\n  - {player: A, at: circle, choose: left_back}"
    both = f"[{me}, {{name: 骨竜, type: normal, grade: 1}}, {{name: 別竜, type: normal, grade: 1}}]"
    r = run("", actions=act, drop=both, choices=pick)
    assert not unsupported(r) and zone(r, "A", "bind") == ["骨竜"]
    assert zone(r, "A", "field.left_back") == ["骨竜"] and zone(r, "A", "drop") == ["別竜"]
    alone = f"[{me}, {{name: 別竜, type: normal, grade: 1}}]"
    r2 = run("", actions=act, drop=alone, choices=pick)
    assert zone(r2, "A", "bind") == [] and zone(r2, "A", "field.left_back") == []


def test_a_trigger_in_any_phase_but_one() -> None:
    """「バトルフェイズ以外にこのユニットが(R)に登場した時」: a call in the main phase makes it
    trigger; 「メインフェイズ以外に」 does not then."""
    text = "【自】：バトルフェイズ以外にこのユニットが(R)に登場した時、１枚引く。"
    me = f'[{{name: 新兵, type: normal, grade: 1, text: "{text}"}}]'
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: left_back}]}"
    r = run("", actions=call, hand=me)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    not_main = me.replace("バトルフェイズ以外", "メインフェイズ以外")
    assert zone(run("", actions=call, hand=not_main), "A", "hand") == []


def test_more_cards_than_the_opponent() -> None:
    """「あなたのリアガードが相手より多いなら」: how many rear-guards each has, compared (the
    opponent's own rear-guards, not the count of a fixed number)."""
    text = "【起】【(R)】：あなたのリアガードが相手より多いなら、そのターン中、このユニットのパワー＋5000。"
    r = run(text, actions=ACTIVATE, extra="left_back: {name: 後衛, type: normal, grade: 1}")
    assert not unsupported(r) and value(r, "power") == 15000  # 2 against 1
    assert value(run(text, actions=ACTIVATE), "power") == 10000  # 1 against 1


# ------------------------------------------------------------------ checks (7.16.1), empty circles


CHECKED = "【自】：このカードがあなたのドライブチェックで出た時、このカードをユニットのいない後列の(R)にコールしてよい。"
VG_ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"


def test_a_card_that_comes_out_in_a_drive_check() -> None:
    """「このカードがあなたのドライブチェックで出た時」 (7.16.1: put into the trigger zone by the
    check): it triggers there (no zone: it works anywhere, 11.4.4.1) and the card is called to
    an empty back-row circle (only those are offered)."""
    deck = f'[{{name: 出竜, type: normal, grade: 1, text: "{CHECKED}"}}, 9]'
    back = "center_back: {name: 後衛, type: normal, grade: 1}"
    yes = "choices:\n  - {player: A, at: optional, choose: yes}\n  - {player: A, at: circle, choose: right_back}"
    r = run("", actions=VG_ATTACK, deck=deck, extra=back, choices=yes)
    assert not unsupported(r) and zone(r, "A", "field.right_back") == ["出竜"]
    circles = {
        c.option
        for lf in run(
            "",
            actions=VG_ATTACK,
            deck=deck,
            extra=back,
            choices=yes.split("\n  - {player: A, at: circle")[0],
        ).leaves
        for c in lf.choices
        if c.kind == "circle"
    }
    assert circles == {"left_back", "right_back"}  # not the occupied center_back, nor the front row
    # a card drawn, not checked, does not trigger it
    draw = "  - {do: main_phase, actions: []}"
    assert (
        zone(run("", actions=draw, deck=deck, extra=back, choices=yes), "A", "field.right_back")
        == []
    )


def test_a_call_to_an_empty_circle_with_none_left() -> None:
    """「このカードをユニットのいない(R)にコールする」 with every rear-guard circle taken: no call."""
    text = "【起】【ドロップ】：このカードをユニットのいない(R)にコールする。"
    me = f'{{name: 骨竜, type: normal, grade: 1, text: "{text}"}}'
    full = (
        "left_back: {name: a, type: normal}\n    center_back: {name: b, type: normal}\n"
        "    right_back: {name: c, type: normal}\n    right_front: {name: d, type: normal}"
    )
    act = "  - {do: main_phase, actions: [{do: activate, card: 骨竜, from: drop}]}"
    r = run("", actions=act, drop=f"[{me}]", extra=full)
    assert not unsupported(r) and zone(r, "A", "drop") == ["骨竜"]
    some = full.replace("    right_back: {name: c, type: normal}\n", "")
    r2 = run("", actions=act, drop=f"[{me}]", extra=some)
    assert zone(r2, "A", "field.right_back") == ["骨竜"]


def test_a_trigger_on_a_row_of_rear_guard_circles() -> None:
    """「このユニットが前列の(R)に登場した時」 (4.9.1: the row's rear-guard circles): a call to the
    front row triggers it, one to the back row does not."""
    text = "【自】：このユニットが前列の(R)に登場した時、１枚引く。"
    me = f'[{{name: 新兵, type: normal, grade: 1, text: "{text}"}}]'
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: CIRCLE}]}"
    front = run("", actions=call.replace("CIRCLE", "right_front"), hand=me)
    assert not unsupported(front) and zone(front, "A", "hand") == ["山1"]
    back = run("", actions=call.replace("CIRCLE", "left_back"), hand=me)
    assert zone(back, "A", "hand") == []


# ------------------------------------------------------------------ 選べない (7.50.2)


def test_a_unit_the_opponents_effects_cannot_choose() -> None:
    """「このユニットは相手のカードの効果で選べない」: an opponent's 「相手のリアガードを１枚選び」
    does not offer it (7.50.2); its own master's effects still can."""
    guard = "【永】【(R)】：このユニットは相手のカードの効果で選べない。"
    retire = "【起】【(R)】：相手のリアガードを１枚選び、退却させる。"
    b_units = (
        f'right_front: {{name: 槍兵, type: normal, grade: 2, power: 9000, text: "{guard}"}}\n'
        "    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    )
    src = vg_card_board(retire, ACTIVATE, damage="[]", deck="10").replace(
        "right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}", b_units
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r) and len(r.leaves) == 1  # only 弓兵 is offered: no branch
    assert zone(r, "B", "field.right_front") == ["槍兵"] and zone(r, "B", "drop") == ["弓兵"]
    assert any("7.50.2" in s.clauses for s in r.main.trace.steps)
    own = "【永】【(R)】：このユニットは相手のカードの効果で選べない。\\n【起】【(R)】：あなたのリアガードを１枚選び、退却させる。"
    r2 = run(
        own, actions=ACTIVATE.replace("activate, card: 剣士", "activate, card: 剣士, ability: 2")
    )
    assert not unsupported(r2) and zone(r2, "A", "drop") == ["剣士"]  # its own effect may


def test_cards_put_under_the_deck_in_the_order_wished() -> None:
    """「残りを山札の下に望む順で置く」: the master says which goes next (11.8.5.1); unanswered, the
    listed order is taken and said to be an assumption."""
    text = "【起】【(R)】：あなたの山札を上から３枚見て、１枚選び、ソウルに置き、残りを山札の下に望む順で置く。"
    deck = "[{name: 山1, type: normal}, {name: 山2, type: normal}, {name: 山3, type: normal}, 5]"
    pick = "choices:\n  - {player: A, at: choose, choose: 山1}\n"
    r = run(
        text, actions=ACTIVATE, deck=deck, choices=pick + "  - {player: A, at: order, choose: 山3}"
    )
    assert not unsupported(r) and zone(r, "A", "soul") == ["山1"]
    assert zone(r, "A", "deck")[-2:] == ["山3", "山2"]
    plain = run(text, actions=ACTIVATE, deck=deck, choices=pick)
    assert zone(plain, "A", "deck")[-2:] == ["山2", "山3"] and len(plain.leaves) == 1
    assert any(w.kind == "assumption" for w in plain.main.warnings)


def test_the_nth_battle_of_the_turn() -> None:
    """「このターン２回目以降のバトルなら」: the battle in progress counted among this turn's
    attacks (10.3.1.3); the first battle is not; earlier battles not given are counted as none,
    as an assumption."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このターン２回目以降のバトルなら、１枚引く。"
    )
    rear = "  - {do: attack, attacker: left_front, target: vanguard}"
    second = run(text, actions=VG_ATTACK + "\n" + rear)
    # the vanguard's drive check took 山1; the draw on the second battle takes 山2
    assert not unsupported(second) and "山2" in zone(second, "A", "hand")
    assert any(w.kind == "assumption" for w in second.main.warnings)
    first = run(text, actions=rear)
    assert "山1" not in zone(first, "A", "hand")


def test_a_vanguard_with_a_clan_icon() -> None:
    """「あなたのヴァンガードがクランアイコンを持つグレード３以上なら」: the clan icon (2.2.6) is
    printed in the card's frame, so the scenario gives it (``skills: [clan_icon]``)."""
    text = "【起】【(R)】：あなたのヴァンガードがクランアイコンを持つグレード３以上なら、１枚引く。"
    icon = "{name: 竜, type: normal, grade: 3, power: 13000, skills: [clan_icon]}"
    r = run(text, actions=ACTIVATE, vanguard=icon)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(run(text, actions=ACTIVATE), "A", "hand") == []


def test_whether_something_happened_this_battle_phase() -> None:
    """「このバトルフェイズにあなたのユニットが【スタンド】していないなら」: a unit stood in the main
    phase does not count (the scope is the battle phase); with 「このターンに」 it does."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このバトルフェイズにあなたのユニットが"
        "【スタンド】していないなら、１枚引く。\\n"
        "【起】【(R)】：あなたのリアガードを１枚選び、【スタンド】する。"
    )
    rested = "left_back: {name: 休兵, type: normal, grade: 1, state: rest}"
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 2}]}\n"
        "  - {do: attack, attacker: left_front, target: vanguard}"
    )
    pick = "choices:\n  - {player: A, at: choose, choose: 休兵}"
    r = run(text, actions=acts, extra=rested, choices=pick)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    turn = run(
        text.replace("このバトルフェイズに", "このターンに"),
        actions=acts,
        extra=rested,
        choices=pick,
    )
    assert zone(turn, "A", "hand") == []


# ------------------------------------------------------------------ そうしたなら (11.2.3, 11.2.4)


def test_if_done_reads_the_step_before() -> None:
    """「【ソウルチャージ】(1)してよい。そうしたなら、１枚引く」: declined, nothing is drawn (before,
    the engine drew either way: the connector was not read)."""
    text = "【起】【(R)】：【ソウルチャージ】(1)してよい。そうしたなら、１枚引く。"
    ask = "choices:\n  - {player: A, at: optional, choose: ANSWER}"
    no = run(text, actions=ACTIVATE, choices=ask.replace("ANSWER", "no"))
    assert not unsupported(no) and zone(no, "A", "hand") == [] and zone(no, "A", "soul") == []
    assert any("11.2.4" in s.clauses for s in no.main.trace.steps)
    yes = run(text, actions=ACTIVATE, choices=ask.replace("ANSWER", "yes"))
    assert zone(yes, "A", "soul") == ["山1"] and zone(yes, "A", "hand") == ["山2"]


def test_a_delayed_effect_made_only_if_done() -> None:
    """「…パワー＋5000してよい。そうしたなら、そのターン終了時、このユニットをソウルに置く」: the
    delayed effect is made only when the step before was done."""
    text = (
        "【起】【(R)】：そのターン中、このユニットのパワー＋5000してよい。そうしたなら、"
        "そのターン終了時、このユニットをソウルに置く。"
    )
    ask = "choices:\n  - {player: A, at: optional, choose: ANSWER}"
    acts = ACTIVATE + "\n  - {do: end_phase}"
    yes = run(text, actions=acts, choices=ask.replace("ANSWER", "yes"))
    assert not unsupported(yes) and zone(yes, "A", "soul") == ["剣士"]
    no = run(text, actions=acts, choices=ask.replace("ANSWER", "no"))
    assert zone(no, "A", "soul") == [] and zone(no, "A", "field.left_front") == ["剣士"]


def test_a_duration_typed_as_a_step_of_its_own() -> None:
    """「…(R)にコールし、このファイト中、『…』を与える」: 「このファイト中、」 (which the grammar types
    as a step of its own) is the time of the step after it: the called unit keeps the ability
    after the turn ends."""
    text = (
        "【起】【(R)】：あなたのソウルから「小犬」を１枚選び、(R)にコールし、このファイト中、"
        "『【起】【(R)】：１枚引く。』を与える。"
    )
    soul = "soul: [{name: 小犬, type: normal, grade: 0}]"
    pick = "choices:\n  - {player: A, at: circle, choose: left_back}"
    acts = ACTIVATE + "\n  - {do: main_phase, actions: [{do: activate, card: 小犬}]}"
    r = run(text, actions=acts, extra=soul, choices=pick)
    assert not unsupported(r) and zone(r, "A", "field.left_back") == ["小犬"]
    assert zone(r, "A", "hand") == ["山1"]  # the given ability was played
    ended = run(text, actions=ACTIVATE + "\n  - {do: end_phase}", extra=soul, choices=pick)
    kept = [e for e in ended.main.final.effects if e.stat == "grant"]
    assert kept and all(e.until == "game" for e in kept)


def test_a_trigger_on_a_unit_of_this_units_column() -> None:
    """「【自】【後列の(R)】：このユニットと同じ縦列のあなたのユニットがアタックした時、…」: the
    attacker must stand in this unit's column (the grammar gives 「このユニットと同じ」 as a clause
    of its own before the event's); an attack from another column does not trigger it."""
    back = (
        "left_back: {name: 弓兵, type: normal, grade: 1, power: 8000, text: "
        '"【自】【後列の(R)】：このユニットと同じ縦列のあなたのユニットがアタックした時、１枚引く。"}'
        "\n    right_front: {name: 斧兵, type: normal, grade: 2, power: 10000}"
    )
    r = run("", actions=ATTACK, extra=back)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    other = "  - {do: attack, attacker: right_front, target: vanguard}"
    r2 = run("", actions=other, extra=back)
    assert not unsupported(r2) and zone(r2, "A", "hand") == []


def test_a_label_naming_one_circle() -> None:
    """「【自】【左後列の(R)】：…」: the ability works only on that one circle (11.4.4; left and
    right as its fighter sees them, 4.9.1): on the left back circle it triggers, on the right
    back circle it does not."""
    ability = "【自】【左後列の(R)】：あなたのユニットがアタックした時、１枚引く。"
    for where, drawn in (("left_back", ["山1"]), ("right_back", [])):
        unit = f'{where}: {{name: 弓兵, type: normal, grade: 1, power: 8000, text: "{ability}"}}'
        r = run("", actions=ATTACK, extra=unit)
        assert not unsupported(r) and zone(r, "A", "hand") == drawn, where


def test_the_other_case_of_a_condition() -> None:
    """「…公開し、それがグレード１以下なら(R)にコールし、違うなら捨てる。」: exactly one of the two
    cases is done (11.2.2, 11.2.3), and the other case acts on the same card (the revealed one)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの山札を上から１枚公開し、"
        "それがグレード１以下なら(R)にコールし、違うなら捨てる。"
    )
    pick = "choices:\n  - {player: A, at: circle, choose: left_back}"
    low = run(text, actions=ATTACK, choices=pick)
    assert not unsupported(low) and zone(low, "A", "field.left_back") == ["山1"]
    assert zone(low, "A", "drop") == []
    deck = "[{name: 山2, type: normal, grade: 2}, {name: 山1, type: normal, grade: 1}, 8]"
    high = run(text, actions=ATTACK, deck=deck, choices=pick)
    assert not unsupported(high) and zone(high, "A", "drop") == ["山2"]
    assert zone(high, "A", "field.left_back") == [] and zone(high, "A", "deck")[0] == "山1"


def test_a_place_hung_on_a_filter() -> None:
    """「あなたの(R)に「ちはや」を含むユニットがいるなら」: the grammar hangs 「あなたの(R)に」 on
    「…を含む」; it is where the unit is looked for — one there counts, one elsewhere does not."""
    text = "【永】【(R)】：あなたの(R)に「ちはや」を含むユニットがいるなら、このユニットのパワー＋5000。"
    there = "right_front: {name: ちはや姫, type: normal, grade: 1, power: 8000}"
    r = run(text, extra=there)
    assert not unsupported(r) and value(r, "power") == 15000
    soul = "soul: [{name: ちはや姫, type: normal, grade: 1}]"
    assert value(run(text, extra=soul), "power") == 10000
    vanguard = "{name: ちはや竜, type: normal, grade: 3, power: 13000}"
    assert value(run(text, vanguard=vanguard), "power") == 10000


def test_a_count_or_a_count_in_a_place() -> None:
    """「あなたのバインドゾーンが２枚以上か、あなたのオーダーゾーンにセットオーダーが２枚以上なら」
    (typed as one clause): either count is enough; neither, and it does not apply."""
    text = (
        "【永】【(R)】：あなたのバインドゾーンが２枚以上か、あなたのオーダーゾーンにセットオーダーが"
        "２枚以上なら、このユニットのパワー＋5000。"
    )
    bound = "bind: [{name: 札1, type: normal}, {name: 札2, type: normal}]"
    orders = "order_zone: [{name: 陣1, type: set_order}, {name: 陣2, type: set_order}]"
    one_each = "bind: [{name: 札1, type: normal}]\n    order_zone: [{name: 陣1, type: set_order}]"
    r = run(text, extra=bound)
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(text, extra=orders), "power") == 15000
    assert value(run(text, extra=one_each), "power") == 10000


def test_a_value_compared_before_a_name_compared() -> None:
    """「あなたのヴァンガードのグレード以下の、このユニットと別名の「X」を含むカード」: both filters
    hold — at most the vanguard's grade, and not this unit's name."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの山札を上から３枚見て、あなたのヴァンガードの"
        "グレード以下の、このユニットと別名の「シスター」を含むカードを１枚まで選び、手札に加える。"
    )
    me = f'right_front: {{name: シスター剣, type: normal, grade: 1, power: 8000, text: "{text}"}}'
    deck = (
        "[{name: シスター剣, type: normal, grade: 1}, {name: シスター大, type: normal, grade: 3},"
        " {name: シスター小, type: normal, grade: 1}, 5]"
    )
    attack = "  - {do: attack, attacker: right_front, target: vanguard}"
    g2 = "{name: 竜, type: normal, grade: 2, power: 13000}"
    r = run("", actions=attack, extra=me, deck=deck, vanguard=g2)
    assert not unsupported(r) and zone(r, "A", "hand") == ["シスター小"]
    big = "choices:\n  - {player: A, choose: シスター大}"
    r3 = run("", actions=attack, extra=me, deck=deck, choices=big)
    assert zone(r3, "A", "hand") == ["シスター大"]


def test_a_card_ridden_only_from_a_described_vanguard() -> None:
    """「【永】：このカードは「アーヴァ」を含むグレード３からのみライドできる。」: on such a vanguard
    the ride is made; on any other it is prohibited (1.3.3)."""
    only = "【永】：このカードは「アーヴァ」を含むグレード３からのみライドできる。"
    hand = f'[{{name: 新竜, type: normal, grade: 3, power: 13000, text: "{only}"}}]'
    ride = "  - {do: ride_phase, card: 新竜}"
    fits = "{name: アーヴァ竜, type: normal, grade: 3, power: 13000}"
    r = run("", actions=ride, hand=hand, vanguard=fits)
    assert not unsupported(r) and zone(r, "A", "field.vanguard") == ["新竜"]
    other = run("", actions=ride, hand=hand)
    assert zone(other, "A", "field.vanguard") == ["竜"] and zone(other, "A", "hand") == ["新竜"]


def test_not_retired_by_the_opponents_card_effects() -> None:
    """「このユニットは相手のカードの効果で退却しない」: an effect of the opponent's card that would
    retire it leaves it on its circle (1.3.3); without the ability it is retired."""
    keep = "【永】【(R)】：このユニットは相手のカードの効果で退却しない。"
    foe = (
        '{name: 騎士, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがアタックされた時、'
        '相手のリアガードを１枚選び、退却させる。"}'
    )
    r = run(keep, actions=ATTACK, opponent=foe)
    assert not unsupported(r) and zone(r, "A", "field.left_front") == ["剣士"]
    assert any("1.3.3" in s.clauses for s in r.main.trace.steps)
    bare = run("", actions=ATTACK, opponent=foe)
    assert zone(bare, "A", "field.left_front") == [] and zone(bare, "A", "drop") == ["剣士"]


def test_a_unit_in_this_units_column_as_a_place() -> None:
    """「このユニットと同じ縦列にあなたの他のリアガードがいるなら」: the column is part of the place
    (it was dropped: any rear-guard counted); one in another column does not count."""
    text = "【永】【(R)】：このユニットと同じ縦列にあなたの他のリアガードがいるなら、このユニットのパワー＋5000。"
    behind = "left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    r = run(text, extra=behind)
    assert not unsupported(r) and value(r, "power") == 15000
    aside = "right_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    assert value(run(text, extra=aside), "power") == 10000


def test_a_step_of_the_battle_a_described_unit_is_attacked_in() -> None:
    """「「X」を含むあなたのヴァンガードがアタックされたバトルのガードステップ開始時、…そのユニットの
    パワー＋10000」: at the start of that battle's guard step (10.5.1.1), 「そのユニット」 being the
    vanguard attacked; a vanguard the description does not fit does not trigger it."""

    def foe(name: str) -> str:
        return (
            '{name: 騎士, grade: 3, power: 5000, text: "【自】【(V)】：「'
            + name
            + "」を含むあなたの"
            "ヴァンガードがアタックされたバトルのガードステップ開始時、そのバトル中、そのユニットの"
            'パワー＋10000。"}'
        )

    r = run("", actions=ATTACK, opponent=foe("騎士"))
    assert not unsupported(r) and zone(r, "B", "damage") == []
    assert any("10.5.1.1" in s.clauses for s in r.main.trace.steps)
    other = run("", actions=ATTACK, opponent=foe("竜"))
    assert not unsupported(other) and len(zone(other, "B", "damage")) == 1


def test_a_place_hung_on_a_clan() -> None:
    """「あなたの(R)の《X》のみに属するグレード３以上のユニットすべて」: the grammar hangs 「あなたの
    (R)の」 on the clan; the units are those on the rear-guard circles — one of the clan there
    gains, the vanguard of the clan does not, nor one of another clan there."""
    text = "【永】【(R)】：あなたの(R)の《聖騎士》のみに属するグレード３以上のユニットすべてのパワー＋5000。"
    vg = "{name: 竜, type: normal, grade: 3, power: 13000, clan: 聖騎士}"

    def unit(clan: str) -> str:
        return f"right_front: {{name: 槍, type: normal, grade: 3, power: 10000, clan: {clan}}}"

    r = run(text, extra=unit("聖騎士"), vanguard=vg)
    assert not unsupported(r) and value(r, "power", where="field.right_front") == 15000
    assert value(r, "power", where="field.vanguard") == 13000
    other = run(text, extra=unit("影騎士"), vanguard=vg)
    assert value(other, "power", where="field.right_front") == 10000


def test_two_negative_verbs_sharing_their_topic_and_means() -> None:
    """「このユニットは相手のカードの効果で、選べず、退却しない」: 「退却しない」 shares 「このユニットは
    相手のカードの効果で」 (the grammar gives it to 「選べず」 only): an opponent's effect that retires
    every rear-guard (no choice, 7.50.1.2) leaves it on its circle."""
    keep = "【永】【(R)】：このユニットは相手のカードの効果で、選べず、退却しない。"
    foe = (
        '{name: 騎士, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがアタックされた時、'
        '相手のリアガードすべてを退却させる。"}'
    )
    r = run(keep, actions=ATTACK, opponent=foe)
    assert not unsupported(r) and zone(r, "A", "field.left_front") == ["剣士"]
    bare = run("", actions=ATTACK, opponent=foe)
    assert zone(bare, "A", "drop") == ["剣士"]


WEARER = '{{name: 機竜, type: normal, grade: 3, power: 13000, text: "{}"}}'.format(
    "【永】【(V)】：このユニットが「装甲 “L”」と「装甲 “R”」を着装しているなら、"
    "このユニットのクリティカル＋１。"
)
ARMOUR = (
    "left_back: {name: 装甲 “L”, type: normal, grade: 1, power: 5000}\n"
    "    right_back: {name: 装甲 “R”, type: normal, grade: 1, power: 5000}"
)


def critical_of(r: Any, name: str) -> int:
    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    uid = next(c.uid for c in state.players["A"].zones["field.vanguard"] if c.name == name)
    return int(values.critical(ctx, uid))


def test_wearing_the_described_units() -> None:
    """「XがAとBを着装しているなら」 (6.9.2.3): X's 着装 units include one of each; with only
    「装甲 “L”」 worn the condition is not met. (The second 着装 goes onto the vanguard, not onto
    the unit already 着装 on its circle: 6.9.3.1.)"""
    both_worn = "  - {do: wear, card: 装甲 “L”}\n  - {do: wear, card: 装甲 “R”}"
    r = run("", actions=both_worn, vanguard=WEARER, extra=ARMOUR)
    assert not unsupported(r)
    assert critical_of(r, "機竜") == 2
    from ruling.games._vg.abilities import text_clauses

    ctx = Engine(get_game("vg"), r.main.final).ctx
    wearer = [c.uid for c in r.main.final.players["A"].zones["field.vanguard"] if c.name == "機竜"]
    assert "6.9.2.3" in text_clauses(ctx, wearer)
    one = run("", actions="  - {do: wear, card: 装甲 “L”}", vanguard=WEARER, extra=ARMOUR)
    assert critical_of(one, "機竜") == 1
    none = run("", actions="  - {do: stand_phase}", vanguard=WEARER, extra=ARMOUR)
    assert critical_of(none, "機竜") == 1


def test_wearing_the_chosen_units_on_this_unit() -> None:
    """「…を１枚選び、このユニットに着装する」 (6.9.2): the chosen rear-guard is 着装 on this
    unit, the vanguard; an ability of a rear-guard that 着装s on itself does nothing (6.9.2.1:
    B is no vanguard)."""
    text = "【起】【(V)】：「装甲 “L”」を含むあなたのリアガードを１枚選び、このユニットに着装する。"
    wearer = '{name: 機竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'
    act = "  - {do: main_phase, actions: [{do: activate, card: 機竜}]}"
    r = run("", actions=act, vanguard=wearer, extra=ARMOUR)
    assert not unsupported(r)
    assert zone(r, "A", "field.left_back") == []
    worn = [c for c in r.main.final.players["A"].zones["field.vanguard"] if c.name == "装甲 “L”"]
    assert worn and worn[0].states.get("wearing")
    own = text.replace("【(V)】", "【(R)】")
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
    r = run(own, actions=act, extra=ARMOUR)
    assert not unsupported(r)
    assert zone(r, "A", "field.left_back") == ["装甲 “L”"]
    assert any("6.9.2.1" in s.clauses for s in r.main.trace.steps)


def test_the_units_worn_by_this_unit() -> None:
    """「このユニットに着装されているユニットを１枚まで選び、(R)に【スタンド】で移動させる」: only
    a unit 着装 on this unit can be chosen (6.9.2.3); it moves to the rear-guard circle chosen
    (11.8.5.1) and loses 着装 there (13.12.1). With none worn, no rear-guard is chosen and
    nothing moves."""
    text = (
        "【起】【(V)】：このユニットに着装されているユニットを１枚まで選び、"
        "(R)に【スタンド】で移動させる。"
    )
    wearer = '{name: 機竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'
    act = "  - {do: main_phase, actions: [{do: activate, card: 機竜}]}"
    acts = "  - {do: wear, card: 装甲 “L”}\n" + act + "\n  - {do: check_timing}"
    pick = "choices:\n  - {player: A, at: choose, choose: 装甲 “L”}\n"
    pick += "  - {player: A, at: circle, choose: left_back}"
    r = run("", actions=acts, vanguard=wearer, extra=ARMOUR, choices=pick)
    assert not unsupported(r)
    assert zone(r, "A", "field.vanguard") == ["機竜"]
    moved = r.main.final.players["A"].zones["field.left_back"]
    assert [c.name for c in moved] == ["装甲 “L”"] and not moved[0].states.get("wearing")
    assert any("13.12.1" in s.clauses for s in r.main.trace.steps)
    none = run("", actions=act, vanguard=wearer, extra=ARMOUR, choices=pick)
    assert zone(none, "A", "field.left_back") == ["装甲 “L”"]
    assert zone(none, "A", "field.right_back") == ["装甲 “R”"]
    assert not any("11.8.5.2" in s.clauses for s in none.main.trace.steps)


# ------------------------------------------------------------------ one of several triggers


def test_a_timing_or_an_event() -> None:
    """「あなたのメインフェイズ開始時か、このユニットがアタックした時、１枚引く」: it triggers at
    the start of its master's main phase (9.9.1) and when this unit attacks (10.4.1.5.3); the
    start of another phase does not trigger it."""
    text = "【自】【(R)】：あなたのメインフェイズ開始時か、このユニットがアタックした時、１枚引く。"
    r = run(text, actions="  - {do: main_phase}")
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    attack = run(text, actions=ATTACK)
    assert not unsupported(attack) and zone(attack, "A", "hand") == ["山1"]
    assert any("10.4.1.5.3" in s.clauses for s in attack.main.trace.steps)
    other = run(text, actions="  - {do: ride_phase}")
    assert zone(other, "A", "hand") == []


def test_a_subject_set_off_by_a_comma_is_that_of_both_events() -> None:
    """「「X」を含むあなたのヴァンガードが、アタックした時かアタックされた時」: the subject before
    the comma is that of both events — the opponent's vanguard so described, attacked
    (10.4.1.9.4), triggers it; one of another name does not. Without the comma the subject of
    the second event is left unsaid, and the ability is refused rather than read as this
    unit's."""

    def foe(name: str, comma: str = "、") -> str:
        return (
            '{name: 騎士, grade: 3, power: 13000, text: "【自】【(V)】：「'
            + name
            + "」を含むあなたのヴァンガードが"
            + comma
            + 'アタックした時かアタックされた時、１枚引く。"}'
        )

    r = run("", actions=ATTACK, opponent=foe("騎士"))
    assert not unsupported(r) and len(zone(r, "B", "hand")) == 1
    other = run("", actions=ATTACK, opponent=foe("竜"))
    assert not unsupported(other) and zone(other, "B", "hand") == []
    bare = run("", actions=ATTACK, opponent=foe("騎士", comma=""))
    assert unsupported(bare) and zone(bare, "B", "hand") == []


def test_verbs_joined_by_ka_before_one_event() -> None:
    """「このユニットがアタックかブーストした時、１枚引く」: the stem アタック takes the form of
    ブーストした and the subject of both is this unit — it triggers when this unit boosts
    (10.4.1.12.2) as when it attacks; another unit's attack without its boost does not."""
    text = "【自】【(R)】：このユニットがアタックかブーストした時、１枚引く。"
    booster = (
        '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "' + text + '"}'
    )
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    r = run("", actions=boost, extra="left_back: " + booster)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert any("10.4.1.12" in s.clauses for s in r.main.trace.steps)
    alone = run("", actions=ATTACK, extra="left_back: " + booster)
    assert not unsupported(alone) and zone(alone, "A", "hand") == []
    own = run(text, actions=ATTACK)
    assert zone(own, "A", "hand") == ["山1"]


# ------------------------------------------------------------------ counts of a choice


def test_a_count_in_all_over_several_places() -> None:
    """「あなたの、ソウルかドロップからカードを合計２枚まで選び、手札に加える」: two cards in all,
    taken from either place — one from each may be chosen; a third cannot be."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの、ソウルかドロップからカードを"
        "合計２枚まで選び、手札に加える。"
    )
    soul = "soul: [{name: 魂1, type: normal}]"
    drop = "[{name: 墓1, type: normal}, {name: 墓2, type: normal}]"
    picks = "choices:\n  - {player: A, at: choose, choose: 魂1}\n  - {player: A, at: choose, choose: 墓1}"
    r = run(text, actions=ATTACK, extra=soul, drop=drop, choices=picks)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["墓1", "魂1"]
    assert zone(r, "A", "drop") == ["墓2"]


# ------------------------------------------------------------------ その…したユニット


def test_the_unit_the_trigger_event_was_about() -> None:
    """「…が(R)に登場した時、そのターン中、その登場したユニットのパワー＋5000」: 「その登場した
    ユニット」 is the unit the trigger's event was about (as 「そのユニット」): the unit called
    gains, this unit does not. 「そのターン中、」 before it is the duration of the step (the
    grammar gave it to the relative clause)."""
    text = "【自】【(R)】：あなたの他のユニットが(R)に登場した時、そのターン中、その登場したユニットのパワー＋5000。"
    call = "  - {do: main_phase, actions: [{do: call, card: 弓兵, circle: right_back}]}"
    hand = "[{name: 弓兵, type: normal, grade: 1, power: 8000}]"
    r = run(text, actions=call, hand=hand)
    assert not unsupported(r)
    assert value(r, "power", where="field.right_back") == 13000
    assert value(r, "power") == 10000


def test_the_unit_that_attacked() -> None:
    """「このユニットと同じ縦列のあなたのユニットがアタックした時、そのターン中、そのアタックした
    ユニットのパワー＋5000」 (そのアタック|した: the determiner and the verb): the attacker gains —
    10000 + 5000 against 13000, a hit; an attack from another column gains nothing."""
    ability = (
        "【自】【後列の(R)】：このユニットと同じ縦列のあなたのユニットがアタックした時、"
        "そのターン中、そのアタックしたユニットのパワー＋5000。"
    )
    back = '{name: 弓兵, type: normal, grade: 1, power: 8000, text: "' + ability + '"}'
    r = run("", actions=ATTACK, extra="left_back: " + back)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    other = run("", actions=ATTACK, extra="right_back: " + back)
    assert zone(other, "B", "damage") == []


def test_an_event_happened_at_least_n_times_this_turn() -> None:
    """「このターンにあなたのリアガードが２回以上アタックしているなら、１枚引く」: the turn's
    attacks by rear-guards are counted (10.4.1.5.3; this attack among them) — after another
    rear-guard's attack it draws, on the turn's first attack it does not. 「このターンにあなたの
    ヴァンガードがアタックしているなら」: after the vanguard's attack, yes; alone, no."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このターンにあなたのリアガードが"
        "２回以上アタックしているなら、１枚引く。"
    )
    lance = "right_front: {name: 槍, type: normal, grade: 2, power: 10000}"
    first = "  - {do: attack, attacker: right_front, target: vanguard}\n"
    r = run(text, actions=first + ATTACK, extra=lance)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    once = run(text, actions=ATTACK, extra=lance)
    assert not unsupported(once) and zone(once, "A", "hand") == []
    # an attack earlier this turn is read with its own attacker, not the battle's now
    vg = text.replace("あなたのリアガードが２回以上", "あなたのヴァンガードが")
    both = VG_ATTACK + "\n" + ATTACK
    after = run(vg, actions=both)
    drive = run("", actions=both)  # the vanguard's drive check adds its own card
    assert not unsupported(after)
    assert len(zone(after, "A", "hand")) == len(zone(drive, "A", "hand")) + 1
    alone = run(vg, actions=ATTACK)
    assert zone(alone, "A", "hand") == []


def test_a_condition_joined_by_de_before_a_negated_history() -> None:
    """「あなたのヴァンガードが「竜」を含むグレード３以上で、このターンにこのカードと同名のあなたの
    カードがバインドされていないなら、１枚引く」: both conditions (before, the one joined by で was
    lost inside the negated clause and the ability refused) — a vanguard of another name, or a
    same-named card bound this turn, and nothing is drawn."""
    text = (
        "【起】【(R)】：あなたのヴァンガードが「竜」を含むグレード３以上で、このターンにこのカードと"
        "同名のあなたのカードがバインドされていないなら、１枚引く。"
    )
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士, from: field.left_front}]}"
    r = run(text, actions=act)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    bird = run(text, actions=act, vanguard="{name: 鳥, type: normal, grade: 3, power: 13000}")
    assert not unsupported(bird) and zone(bird, "A", "hand") == []
    binder = (
        'right_front: {name: 剣士, type: normal, grade: 2, power: 10000, text: "【起】【(R)】：'
        '【コスト】[このユニットをバインドする]ことで、１枚引く。"}'
    )
    both = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士, from: field.right_front}, "
        "{do: activate, card: 剣士, from: field.left_front}]}"
    )
    bound = run(text, actions=both, extra=binder)
    assert not unsupported(bound) and zone(bound, "A", "bind") == ["剣士"]
    assert zone(bound, "A", "hand") == ["山1"]  # the binder's draw only


def test_a_unit_of_this_column_with_a_name() -> None:
    """「このユニットと同じ縦列の「X」を含むあなたのリアガードがアタックした時」: the column is the
    place of the rear-guard (the grammar hung it on the name looked for) — 剣士 in this column
    triggers it; a rear-guard of another column with the name, or one of this column without
    it, does not."""

    def back(name: str) -> str:
        ability = (
            f"【自】【後列の(R)】：このユニットと同じ縦列の「{name}」を含むあなたのリアガードが"
            "アタックした時、１枚引く。"
        )
        return (
            'left_back: {name: 弓兵, type: normal, grade: 1, power: 8000, text: "' + ability + '"}'
        )

    r = run("", actions=ATTACK, extra=back("剣"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    other = "right_front: {name: 剣豪, type: normal, grade: 2, power: 10000}\n    " + back("剣")
    aside = run(
        "", actions="  - {do: attack, attacker: right_front, target: vanguard}", extra=other
    )
    assert not unsupported(aside) and zone(aside, "A", "hand") == []
    unnamed = run("", actions=ATTACK, extra=back("槍"))
    assert zone(unnamed, "A", "hand") == []


def test_a_replaced_amount_paid_for() -> None:
    """「相手のヴァンガードがグレード３以上なら、【コスト】[【カウンターブラスト】(1)]することで、
    ＋5000ではなく＋10000」: when the condition holds the cost is asked; paid, +10000 (20000
    against 16000: a hit); declined, +5000 stays (15000: no hit) and the rest goes on; against a
    grade-2 vanguard no cost is asked."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "相手のヴァンガードがグレード３以上なら、【コスト】[【カウンターブラスト】(1)]することで、"
        "＋5000ではなく＋10000。"
    )
    foe = "{name: 騎士, grade: GRADE, power: 16000}"
    dmg = "[{name: 傷, type: normal}]"
    r = run(text, actions=ATTACK, damage=dmg, opponent=foe.replace("GRADE", "3"))
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    assert not r.main.final.players["A"].zones["damage"][0].face_up
    no = "choices:\n  - {player: A, at: cost, choose: no}"
    kept = run(text, actions=ATTACK, damage=dmg, opponent=foe.replace("GRADE", "3"), choices=no)
    assert zone(kept, "B", "damage") == []
    assert kept.main.final.players["A"].zones["damage"][0].face_up
    assert any("11.9.5.2" in s.clauses and "11.3.1.3.5" in s.clauses for s in kept.main.trace.steps)
    g2 = run(text, actions=ATTACK, damage=dmg, opponent=foe.replace("GRADE", "2"))
    assert zone(g2, "B", "damage") == [] and g2.main.final.players["A"].zones["damage"][0].face_up


def test_one_card_instead_up_to_two_of_different_names() -> None:
    """「１枚ではなく、それぞれ別名のカードを２枚まで選ぶ」: the count, its bound and 「それぞれ別名
    の」 replace 「１枚」 (11.3.1.3.5, 12.6.2.2.1) — of two cards of one name in the soul only
    one may be taken (「１枚ではなく２枚まで」 alone: both); with two names, both."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのソウルから１枚選び、手札に加える。"
        "相手のヴァンガードがグレード３以上なら、１枚ではなく、それぞれ別名のカードを２枚まで選ぶ。"
    )
    twins = "soul: [{name: 魂, type: normal}, {name: 魂, type: normal}]"
    picks = (
        "choices:\n  - {player: A, at: choose, choose: 魂}\n  - {player: A, at: choose, choose: 魂}"
    )
    r = run(text, actions=ATTACK, extra=twins, choices=picks)
    assert not unsupported(r) and zone(r, "A", "hand") == ["魂"] and zone(r, "A", "soul") == ["魂"]
    plain = run(
        text.replace("、それぞれ別名のカードを", ""), actions=ATTACK, extra=twins, choices=picks
    )
    assert zone(plain, "A", "hand") == ["魂", "魂"]  # without it, both
    two = "soul: [{name: 魂, type: normal}, {name: 霊, type: normal}]"
    both = (
        "choices:\n  - {player: A, at: choose, choose: 魂}\n  - {player: A, at: choose, choose: 霊}"
    )
    r2 = run(text, actions=ATTACK, extra=two, choices=both)
    assert sorted(zone(r2, "A", "hand")) == ["霊", "魂"]


# ------------------------------------------------------------------ abilities a player holds


HELD = (
    "【起】【(R)】：【コスト】[このユニットを退却させる]ことで、そのターン中、あなたは"
    "『あなたのソウルが１枚以上なら、あなたの前列のユニットすべてのパワー＋5000。』を得る。"
)


def test_an_ability_a_player_holds() -> None:
    """「そのターン中、あなたは『…』を得る」: the player holds the (continuous) ability for the
    turn (7.14.1) — it works with the card that gave it gone, reads its condition as it goes
    (the soul), and ends with the turn. A quoted ability that is not a continuous value change
    is refused."""
    from ruling.abilities import _abilities

    get_game("vg")  # registers the card-text compiler
    (ab,) = _abilities("vg", HELD, None)
    assert ab.supported and ab.program.steps[0].detail == (("holder", "player"),)
    draw = HELD.replace(
        "あなたのソウルが１枚以上なら、あなたの前列のユニットすべてのパワー＋5000。", "１枚引く。"
    )
    assert not _abilities("vg", draw, None)[0].supported
    soul = "soul: [{name: 魂, type: normal, grade: 1}]"
    r = run(HELD, actions=ACTIVATE, extra=soul)
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    assert value(r, "power", where="field.vanguard") == 18000
    assert any("7.14.1" in s.clauses for s in r.main.trace.steps)
    none = run(HELD, actions=ACTIVATE)
    assert value(none, "power", where="field.vanguard") == 13000
    ended = run(HELD, actions=ACTIVATE + "\n  - {do: end_phase}", extra=soul)
    assert value(ended, "power", where="field.vanguard") == 13000


# ------------------------------------------------------------------ costs reduced (7.28)


CB_DRAW_V = "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"


def _vanguard(text: str) -> str:
    return '{name: 竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'


def _activate(*names: str) -> str:
    acts = ", ".join(f"{{do: activate, card: {n}}}" for n in names)
    return f"  - {{do: main_phase, actions: [{acts}]}}"


def test_the_next_cost_of_the_chosen_units_abilities_reduced() -> None:
    """「あなたのヴァンガードを１枚選び、そのターン中、次にそのユニットが元々持つ【起】能力のコストで
    払う【カウンターブラスト】は(1)減る。」: the vanguard's next counter blast for an activated
    ability is 1 less (7.28.1, 7.28.2) — with no damage the first play costs nothing, the second
    cannot be paid; named 【自】 instead, the activated ability is not reduced."""
    text = (
        "【起】【(R)】：あなたのヴァンガードを１枚選び、そのターン中、次にそのユニットが元々持つ"
        "【{k}】能力のコストで払う【カウンターブラスト】は(1)減る。"
    )
    acts = _activate("剣士", "竜", "竜")
    r = run(text.format(k="起"), actions=acts, vanguard=_vanguard(CB_DRAW_V))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert any("7.28.2" in s.clauses for s in r.main.trace.steps)
    auto = run(text.format(k="自"), actions=acts, vanguard=_vanguard(CB_DRAW_V))
    assert not unsupported(auto) and zone(auto, "A", "hand") == []


def test_a_continuous_reduction_of_described_units_costs() -> None:
    """【永】「「X」を含むあなたのリアガードの【起】能力のコストで払う【カウンターブラスト】は(1)
    減る。」: while it applies, every such payment is 1 less (7.28.1) — 剣士 plays its ability twice
    with no damage; a description it does not meet reduces nothing."""
    text = "【永】【(V)】：「{n}」を含むあなたのリアガードの【起】能力のコストで払う【カウンターブラスト】は(1)減る。"
    own = "【起】【(R)】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。"
    acts = _activate("剣士", "剣士")
    r = run(own, actions=acts, vanguard=_vanguard(text.format(n="剣")))
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山1", "山2"]
    other = run(own, actions=acts, vanguard=_vanguard(text.format(n="槍")))
    assert zone(other, "A", "hand") == []


def test_the_cards_a_removal_in_a_cost_takes_reduced() -> None:
    """「…次にそのユニットの能力のコストで除外するカードは１枚減る。」: a cost 「ドロップからカードを
    ２枚除外する」 takes one card (7.28.1); without the reduction it cannot be paid with one."""
    text = "【起】【(R)】：あなたのヴァンガードを１枚選び、そのターン中、次にそのユニットの能力のコストで除外するカードは１枚減る。"
    cost = "【起】【(V)】：【コスト】[あなたのドロップからカードを２枚除外する]ことで、１枚引く。"
    drop = "[{name: 骨, type: normal, grade: 1}]"
    r = run(text, actions=_activate("剣士", "竜"), vanguard=_vanguard(cost), drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(r, "A", "drop") == [] and zone(r, "A", "removed") == ["骨"]
    none = run(text, actions=_activate("竜"), vanguard=_vanguard(cost), drop=drop)
    assert zone(none, "A", "hand") == [] and zone(none, "A", "drop") == ["骨"]


def test_a_card_discarded_as_another_grade_in_the_stride_cost() -> None:
    """【永】【手札】「あなたが【超越】のコストを払う際、このカードをグレード３として捨ててよい。」:
    a grade 1 card with it pays the default stride cost (14.12.3.1) alone (1.3.1); one without
    it does not."""
    text = (
        "【永】【手札】：あなたが【超越】のコストを払う際、このカードをグレード３として捨ててよい。"
    )
    g = "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]"
    stride = "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て]}"
    hand = '[{name: 捨て, type: normal, grade: 1, text: "' + text + '"}]'
    r = run("", actions=stride, extra=g, hand=hand)
    assert not unsupported(r) and zone(r, "A", "field.vanguard")[0] == "超越竜神"
    assert zone(r, "A", "drop") == ["捨て"]
    assert any("1.3.1" in s.clauses for s in r.main.trace.steps)
    plain = run("", actions=stride, extra=g, hand="[{name: 捨て, type: normal, grade: 1}]")
    assert zone(plain, "A", "hand") == ["捨て"] and zone(plain, "A", "g_zone") == ["超越竜神"]


def test_the_next_play_of_a_named_card_reduced() -> None:
    """「そのターン中、あなたが次に「X」をプレイする際にコストで払う【カウンターブラスト】は(1)
    減る。」: the order's play cost (11.8.2.4.2) is 1 less the next time (7.28.1, 7.28.2) — with no
    damage it is played once; the second play cannot be paid, nor one not reduced."""
    text = "【起】【(R)】：そのターン中、あなたが次に「指令」をプレイする際にコストで払う【カウンターブラスト】は(1)減る。"
    order = "【コスト】[【カウンターブラスト】(1)]ことでプレイできる！１枚引く。"
    hand = (
        f'[{{name: 指令, type: order, grade: 1, text: "{order}"}}, '
        f'{{name: 指令, type: order, grade: 1, text: "{order}"}}]'
    )
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, "
        "{do: play_order, card: 指令}, {do: play_order, card: 指令}]}"
    )
    r = run(text, actions=acts, hand=hand)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["山1", "指令"] and zone(r, "A", "drop") == ["指令"]
    none = run(
        text, actions="  - {do: main_phase, actions: [{do: play_order, card: 指令}]}", hand=hand
    )
    assert zone(none, "A", "hand") == ["指令", "指令"]


# ------------------------------------------------------------------ ピックアップガチャ (17.6.3)

GACHA = "【ピックアップガチャ】（あなたの【ピックアップガチャ】があなたのオーダーゾーンに２枚以上ある場合、１枚残してドロップに置く）"


def test_one_pickup_gacha_in_the_order_zone() -> None:
    """「【ピックアップガチャ】能力を持つカード」 names the cards with that keyword line (17.6.3); with
    two in the order zone the rule process keeps the newest and puts the other in the drop
    (17.6.3.1). A set order without it is not chosen, nor put out."""
    text = "【起】【(R)】：あなたの手札から【ピックアップガチャ】能力を持つカードを１枚選び、オーダーゾーンに置く。"
    hand = (
        f'[{{name: ガチャ新, type: set_order, grade: 0, text: "{GACHA}"}}, '
        "{name: 作戦, type: set_order, grade: 0}]"
    )
    old = f'order_zone: [{{name: ガチャ旧, type: set_order, grade: 0, text: "{GACHA}"}}]'
    r = run(text, actions=ACTIVATE + "\n  - {do: check_timing}", extra=old, hand=hand)
    assert not unsupported(r)
    assert zone(r, "A", "order_zone") == ["ガチャ新"] and zone(r, "A", "drop") == ["ガチャ旧"]
    assert zone(r, "A", "hand") == ["作戦"]
    assert any("17.6.3.1" in s.clauses for s in r.main.trace.steps)
    plain = "order_zone: [{name: 旧作戦, type: set_order, grade: 0}]"
    kept = run(text, actions=ACTIVATE + "\n  - {do: check_timing}", extra=plain, hand=hand)
    assert sorted(zone(kept, "A", "order_zone")) == ["ガチャ新", "旧作戦"]


def test_a_card_also_treated_as_a_name_in_the_deck() -> None:
    """【永】【山札】「このカードは「X」としても扱う。」: in the deck the card has the name X too
    (11.11.1.6, 12.6.2; 11.4.4: only there) — a search for 「X」 finds it; in the hand it is not
    「X」, and without the text it is not found."""
    text = (
        "【起】【(R)】：あなたの山札から「妖精」を１枚まで探し、手札に加え、山札をシャッフルする。"
    )
    also = "【永】【山札】：このカードは「妖精」としても扱う。"
    deck = f'[{{name: 精霊, type: normal, grade: 1, text: "{also}"}}, 5]'
    r = run(text, actions=ACTIVATE, deck=deck)
    assert not unsupported(r) and zone(r, "A", "hand") == ["精霊"]
    plain = run(text, actions=ACTIVATE, deck="[{name: 精霊, type: normal, grade: 1}, 5]")
    assert zone(plain, "A", "hand") == []
    discard = "【起】【(R)】：あなたの手札から「妖精」を１枚選び、捨てる。"
    hand = f'[{{name: 精霊, type: normal, grade: 1, text: "{also}"}}]'
    kept = run(discard, actions=ACTIVATE, hand=hand)
    assert zone(kept, "A", "hand") == ["精霊"] and zone(kept, "A", "drop") == []


def test_a_choice_of_as_many_as_other_cards() -> None:
    """「相手のリアガードを、あなたのドロップのカードと同じ枚数選び、退却させる。」: as many as the
    cards counted when it is done (11.8.4) — one card in the drop, one rear-guard retired; none,
    none."""
    text = "【起】【(R)】：相手のリアガードを、あなたのドロップのカードと同じ枚数選び、退却させる。"
    r = run(text, actions=ACTIVATE, drop="[{name: 骨, type: normal, grade: 1}]")
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    none = run(text, actions=ACTIVATE)
    assert zone(none, "B", "field.right_front") == ["槍兵"] and zone(none, "B", "drop") == []


MATE_TEXT = "【メイトユニット】－「アルカサル」（このカードはライドできず、あなたのヴァンガードが「アルカサル」を含むなら(R)や(G)にコールできる）"


def test_a_mate_unit() -> None:
    """【メイトユニット】－「X」 (14.54.2): no ride with the card; no call of it unless your
    vanguard contains X — called under 「アルカサル竜」, refused under 竜, never ridden."""
    hand = f'[{{name: 相棒, type: normal, grade: 1, power: 8000, text: "{MATE_TEXT}"}}]'
    call = "  - {do: main_phase, actions: [{do: call, card: 相棒, circle: left_back}]}"
    named = "{name: アルカサル竜, type: normal, grade: 3, power: 13000}"
    r = run("", actions=call, vanguard=named, hand=hand)
    assert not unsupported(r) and zone(r, "A", "field.left_back") == ["相棒"]
    no = run("", actions=call, hand=hand)
    assert zone(no, "A", "hand") == ["相棒"] and zone(no, "A", "field.left_back") == []
    assert any("14.54.2" in s.clauses for s in no.main.trace.steps)
    ride = run("", actions="  - {do: ride_phase, card: 相棒}", vanguard=named, hand=hand)
    assert zone(ride, "A", "hand") == ["相棒"] and zone(ride, "A", "field.vanguard") == [
        "アルカサル竜"
    ]


def test_columns_chosen() -> None:
    """「縦列を１つ選び、その縦列のあなたのリアガードすべてを【レスト】する。」: the master chooses a
    column (4.9.1.1); the rear-guards in it are rested, not the others; 「…なら、１つではなく、２つ
    選ぶ」 makes it two (11.3.1.3.5)."""
    text = (
        "【起】【(R)】：縦列を１つ選び、その縦列のあなたのリアガードすべてを【レスト】する。"
        "あなたのヴァンガードがグレード３以上なら、１つではなく、２つ選ぶ。"
    )
    extra = (
        "left_back: {name: 盾兵, type: normal, grade: 1, power: 6000}\n"
        "    right_front: {name: 弓兵, type: normal, grade: 1, power: 7000}"
    )
    low = "{name: 竜, type: normal, grade: 2, power: 10000}"
    pick = "choices:\n  - {player: A, at: column, choose: left}\n  - {player: A, at: column, choose: right}"
    one = run(text, actions=ACTIVATE, vanguard=low, extra=extra, choices=pick)
    assert not unsupported(one)
    side = one.main.final.players["A"].zones
    assert side["field.left_front"][0].orientation == "rest"
    assert side["field.left_back"][0].orientation == "rest"
    assert side["field.right_front"][0].orientation == "stand"
    two = run(text, actions=ACTIVATE, extra=extra, choices=pick)
    assert two.main.final.players["A"].zones["field.right_front"][0].orientation == "rest"
    assert any("4.9.1.1" in s.clauses for s in two.main.trace.steps)


def test_one_of_two_clans_or_races() -> None:
    """「あなたのドロップから《A》か《B》のノーマルユニットを１枚選び、手札に加える」: a normal unit of
    either clan (before, read as one of both clans: nothing could be chosen); 「〈A〉か〈B〉の…」
    likewise for races (before, the first race alone, of any kind). A trigger unit of the clan,
    or a normal unit of neither, is not chosen."""
    text = "【起】【(R)】：あなたのドロップから《聖騎士》か《金騎士》のノーマルユニットを１枚選び、手札に加える。"
    act = "  - {do: main_phase, actions: [{do: activate, card: 剣士, from: field.left_front}]}"
    drop = "[{name: 聖, type: normal, clan: 聖騎士}, {name: 影, type: normal, clan: 影騎士}]"
    r = run(text, actions=act, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["聖"]
    trig = "[{name: 治, type: trigger, clan: 金騎士}, {name: 影, type: normal, clan: 影騎士}]"
    none = run(text, actions=act, drop=trig)
    assert zone(none, "A", "hand") == []
    races = text.replace("《聖騎士》か《金騎士》", "〈竜〉か〈鳥〉")
    rdrop = "[{name: 鳥兵, type: normal, race: 鳥}, {name: 竜治, type: trigger, race: 竜}]"
    rr = run(races, actions=act, drop=rdrop)
    assert not unsupported(rr) and zone(rr, "A", "hand") == ["鳥兵"]


def test_an_order_played_without_its_cost() -> None:
    """【永】「相手のヴァンガードが『トリプルドライブ』を持つなら、この能力はコストを払わずにプレイ
    できる。」 then the order's 「【コスト】[…]ことでプレイできる！」 on the same line: the line holds
    both abilities (11.8.2.4.2); with the condition met the order is played paying nothing (11.7.2,
    1.3.1) and its text runs (「このカードを除外する」: 7.19.1); not met, its cost is asked."""
    order = (
        "【永】：相手のヴァンガードが『トリプルドライブ』を持つなら、この能力はコストを払わずに"
        "プレイできる。【コスト】[【カウンターブラスト】(1)]ことでプレイできる！１枚引く。"
        "このカードを除外する。"
    )
    hand = f'[{{name: 指令, type: order, grade: 1, text: "{order}"}}]'
    play = "  - {do: main_phase, actions: [{do: play_order, card: 指令}]}"
    triple = "{name: 騎士, grade: 3, power: 13000, skills: [triple_drive]}"
    r = run("", actions=play, hand=hand, opponent=triple)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(r, "A", "removed") == ["指令"]
    assert any("11.7.2" in s.clauses for s in r.main.trace.steps)
    paid = run("", actions=play, hand=hand)
    assert zone(paid, "A", "hand") == ["指令"]


def test_when_this_unit_leaves_a_place() -> None:
    """「このユニットが(R)から離れた時、１枚引く」: it leaves the rear-guard circle (retired by the
    opponent's effect) and its ability triggers, read as it was on the field (11.9.6,
    11.9.6.1.2); another rear-guard retired does not trigger it."""
    text = "【自】：このユニットが(R)から離れた時、１枚引く。"
    foe = (
        '{name: 騎士, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがアタックされた時、'
        '相手のリアガードを１枚選び、退却させる。"}'
    )
    lance = "right_front: {name: 槍, type: normal, grade: 2, power: 10000}"
    r = run(text, actions=ATTACK, opponent=foe, extra=lance)
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    assert zone(r, "A", "hand") == ["山1"]
    assert any("11.9.6.1.2" in s.clauses for s in r.main.trace.steps)
    other = "choices:\n  - {player: B, at: choose, choose: 槍}"
    kept = run(text, actions=ATTACK, opponent=foe, extra=lance, choices=other)
    assert zone(kept, "A", "drop") == ["槍"] and zone(kept, "A", "hand") == []


# ------------------------------------------------------------------ a rest cost (1.3.2.1)


def test_a_rest_cost_of_an_already_rested_unit_cannot_be_paid() -> None:
    """「【コスト】[このユニットを【レスト】する]」 of a rested unit: resting it again is not done
    (1.3.2.1), so the cost cannot be paid and the play is cancelled (11.8.2.2); standing, it is."""
    text = "【起】【(R)】：【コスト】[このユニットを【レスト】する]ことで、１枚引く。"
    unit = (
        f'right_back: {{name: 整備士, type: normal, grade: 1, power: 8000, STATE text: "{text}"}}'
    )
    act = "  - {do: main_phase, actions: [{do: activate, card: 整備士}]}"
    r = run("", actions=act, extra=unit.replace("STATE", "state: rest,"))
    refused = [r.main.trace.steps[i] for i in r.main.rejected]
    assert not unsupported(r) and refused and zone(r, "A", "hand") == []
    assert {"11.8.2.2", "1.3.2.1"} <= set(refused[0].clauses)
    ok = run("", actions=act, extra=unit.replace("STATE", ""))
    assert not ok.main.rejected and zone(ok, "A", "hand") == ["山1"]


# ------------------------------------------------------------------ periods (11.3.1.2)


def test_until_the_end_of_the_opponents_next_turn() -> None:
    """「次の相手のターン終了時まで、このユニットのパワー＋5000」: the change outlasts this turn's
    end (9.11.9 ends only 「そのターン中」) and ends with the opponent's next turn (11.3.1.2)."""
    text = "【起】【(R)】：次の相手のターン終了時まで、このユニットのパワー＋5000。"
    ended = run(text, actions=ACTIVATE + "\n  - {do: end_phase}")
    assert not unsupported(ended) and value(ended, "power") == 15000
    both = run(text, actions=ACTIVATE + "\n  - {do: end_phase}\n  - {do: end_phase}")
    assert both.main.final.turn.number == 7 and value(both, "power") == 10000
    this_turn = run(
        "【起】【(R)】：そのターン中、このユニットのパワー＋5000。",
        actions=ACTIVATE + "\n  - {do: end_phase}",
    )
    assert value(this_turn, "power") == 10000


def test_until_the_end_of_your_next_turn() -> None:
    """「次のあなたのターン終了時まで」 made in your turn: through the opponent's turn, ended with
    your next one (two turn ends later)."""
    text = "【起】【(R)】：次のあなたのターン終了時まで、このユニットのパワー＋5000。"
    acts = ACTIVATE + "\n  - {do: end_phase}\n  - {do: end_phase}"
    r = run(text, actions=acts)
    assert not unsupported(r) and value(r, "power") == 15000
    r = run(text, actions=acts + "\n  - {do: end_phase}")
    assert value(r, "power") == 10000


def test_either_of_two_nominal_conditions() -> None:
    """「相手のヴァンガードがグレード３以上か、あなたのソウルが２枚以上なら」: either is enough (the
    grammar now types the two clauses apart, whatever follows 「か、」); neither, and it does not
    apply."""
    text = (
        "【永】【(R)】：相手のヴァンガードがグレード３以上か、あなたのソウルが２枚以上なら、"
        "このユニットのパワー＋5000。"
    )
    soul = "soul: [{name: 魂1, type: normal}, {name: 魂2, type: normal}]"
    g2 = "{name: 騎士, grade: 2, power: 10000}"
    r = run(text)
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(text, opponent=g2, extra=soul), "power") == 15000
    assert value(run(text, opponent=g2), "power") == 10000
    named = (
        "【永】【(R)】：あなたのヴァンガードが「竜」を含むグレード３以上か、あなたのソウルに「魂1」"
        "があるなら、このユニットのパワー＋5000。"
    )
    r = run(named)
    assert not unsupported(r) and value(r, "power") == 15000
    g2_mine = "{name: 竜, type: normal, grade: 2, power: 10000}"
    assert value(run(named, vanguard=g2_mine), "power") == 10000
    assert value(run(named, vanguard=g2_mine, extra=soul), "power") == 15000


def test_an_owner_before_a_state() -> None:
    """「あなたの【レスト】しているリアガード」: あなたの is the owner of the units (the grammar reads it
    as the subject of 【レスト】している, の for が), as in 「【レスト】しているあなたのリアガード」: only a
    rested one is chosen; as a count condition too. Likewise 「相手の「X」を含むリアガード」 (the
    grammar hangs the owner on the name): only the opponent's."""
    rested = "left_back: {name: 休兵, type: normal, grade: 1, state: rest}"
    standing = "left_back: {name: 休兵, type: normal, grade: 1}"
    text = "【起】【(R)】：あなたの【レスト】しているリアガードを１枚選び、ソウルに置く。"
    r = run(text, actions=ACTIVATE, extra=rested)
    assert not unsupported(r) and zone(r, "A", "soul") == ["休兵"]
    assert zone(run(text, actions=ACTIVATE, extra=standing), "A", "soul") == []
    cond = "【永】【(R)】：あなたの【レスト】しているリアガードが１枚以上なら、このユニットのパワー＋5000。"
    owner = "【起】【(R)】：相手の「兵」を含むリアガードを１枚選び、退却させる。"  # 「あなたの「X」を含む…」
    r = run(owner, actions=ACTIVATE, extra="left_back: {name: 後兵, type: normal, grade: 1}")
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert zone(r, "A", "drop") == []
    main = "  - {do: main_phase, actions: []}"  # not the stand phase: it would stand 休兵
    r = run(cond, actions=main, extra=rested)
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(cond, actions=main, extra=standing), "power") == 10000


def test_each_of_the_chosen_units() -> None:
    """「あなたのリアガードを２枚まで選び、そのターン中、それぞれのパワー＋5000」 (also 「それぞれパワー
    ＋5000」): each unit chosen gets +5000, as with 「それらのパワー」; one left unchosen does not."""
    back = "left_back: {name: 後兵, type: normal, grade: 1, power: 6000}"
    pick = "choices:\n  - {player: A, at: choose, choose: 剣士}\n  - {player: A, at: choose, choose: 後兵}"
    for each in ("それぞれの", "それぞれ", "それぞれのユニットの"):
        text = (
            f"【起】【(R)】：あなたのリアガードを２枚まで選び、そのターン中、{each}パワー＋5000。"
        )
        r = run(text, actions=ACTIVATE, extra=back, choices=pick)
        assert not unsupported(r), each
        assert value(r, "power") == 15000
        assert value(r, "power", where="field.left_back") == 11000
    one = "choices:\n  - {player: A, at: choose, choose: 後兵}\n  - {player: A, at: choose, choose: none}"
    text = "【起】【(R)】：あなたのリアガードを２枚まで選び、そのターン中、それぞれのパワー＋5000。"
    r = run(text, actions=ACTIVATE, extra=back, choices=one)
    assert value(r, "power") == 10000 and value(r, "power", where="field.left_back") == 11000


def test_a_move_to_a_circle_no_unit_is_on() -> None:
    """「このユニットをユニットのいない(R)に移動させる」: the master picks among the empty rear-guard
    circles only (11.8.5.1); an occupied one is none of the options."""
    import pytest

    from ruling.scenario import ScenarioError

    extra = (
        "left_back: {name: 後兵, type: normal, grade: 1}\n"
        "    right_front: {name: 右兵, type: normal, grade: 1}\n"
        "    right_back: {name: 右後, type: normal, grade: 1}"
    )
    text = "【起】【(R)】：このユニットをユニットのいない(R)に移動させる。"
    pick = "choices:\n  - {player: A, at: circle, choose: CIRCLE}"
    r = run(text, actions=ACTIVATE, extra=extra, choices=pick.replace("CIRCLE", "center_back"))
    assert not unsupported(r) and zone(r, "A", "field.center_back") == ["剣士"]
    with pytest.raises(ScenarioError, match=r"none of the options \(center_back\)"):
        run(text, actions=ACTIVATE, extra=extra, choices=pick.replace("CIRCLE", "left_back"))


def test_appeared_by_an_ability_of_a_named_card() -> None:
    """「このユニットが(R)に登場した時、「竜王」の能力で登場したなら、１枚引く」: only when the 登場 the
    trigger was about was made by an ability of a card so named (as the trigger 「…の能力で登場した
    時」 reads it); a normal call from the hand does not draw."""
    unit = (
        "{name: 新兵, type: normal, grade: 1, power: 8000,"
        ' text: "【自】：このユニットが(R)に登場した時、「竜王」の能力で登場したなら、１枚引く。"}'
    )
    king = (
        "{name: 竜王, type: normal, grade: 3, power: 13000,"
        ' text: "【起】【(V)】：あなたの手札から１枚選び、(R)にコールする。"}'
    )
    by_king = "  - {do: main_phase, actions: [{do: activate, card: 竜王}]}"
    circle = "choices:\n  - {player: A, at: circle, choose: right_back}"
    r = run("", actions=by_king, vanguard=king, hand=f"[{unit}]", choices=circle)
    assert not unsupported(r) and zone(r, "A", "field.right_back") == ["新兵"]
    assert zone(r, "A", "hand") == ["山1"]
    normal = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: right_back}]}"
    r = run("", actions=normal, vanguard=king, hand=f"[{unit}]")
    assert zone(r, "A", "field.right_back") == ["新兵"] and zone(r, "A", "hand") == []


def test_a_describing_clause_set_off_by_a_comma() -> None:
    """「「後」か「右」を含む、あなたのリアガードを１枚選び」: the clause describes the noun after
    the comma (the grammar hangs it there, link 「、」): only a unit whose name contains one of the
    names is chosen."""
    extra = "left_back: {name: 後兵, type: normal, grade: 1}"
    text = "【起】【(R)】：「後」か「右」を含む、あなたのリアガードを１枚選び、ソウルに置く。"
    r = run(text, actions=ACTIVATE, extra=extra)
    assert not unsupported(r) and zone(r, "A", "soul") == ["後兵"]
    none = run(text.replace("「後」か「右」", "「左」"), actions=ACTIVATE, extra=extra)
    assert zone(none, "A", "soul") == []


def test_a_value_before_a_name_contained() -> None:
    """「グレード１以下の、「兵」を含むカード」 (the grammar hangs the value on the name): both
    describe the cards — only a grade 1 or less whose name contains 兵 is chosen."""
    drop = "[{name: 小兵, type: normal, grade: 1}, {name: 大兵, type: normal, grade: 3}]"
    for text in (
        "【起】【(R)】：あなたのドロップから、グレード１以下の、「兵」を含むカードを１枚選び、手札に加える。",
        "【起】【(R)】：あなたのドロップから、グレード１以下の「兵」を含むカードを１枚選び、手札に加える。",
    ):
        r = run(text, actions=ACTIVATE, drop=drop)
        assert not unsupported(r) and zone(r, "A", "hand") == ["小兵"], text


def test_an_unmet_condition_decides_what_its_steps_would_have_changed() -> None:
    """「あなたが後攻なら、１枚引く」 of the first fighter: the hand asked about (changed by a draw
    before) is as it was after the ability because the condition was not met — the step that
    says so, with the condition's clauses (11.2.2, 8.2.1.6), decides it too."""
    text = "【起】【(R)】：あなたが後攻なら、１枚引く。"
    act = (
        "  - {do: draw, player: A, amount: 1}\n"
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\nask: [A.hand]"
    )
    r = run(text, actions=act)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert {"7.6.4", "11.2.2", "8.2.1.6"} <= set(r.decided_by)


# ------------------------------------------------------------------ 「AするかBする」 among steps


EITHER = (
    "【起】【(R)】：あなたの山札を上から３枚見て、ユニットカードを１枚まで選び、(R)にコールするか、"
    "公開して手札に加え、山札をシャッフルする。"
)


def test_either_of_two_actions_on_the_chosen_card_then_more_steps() -> None:
    """「…を１枚まで選び、(R)にコールするか、公開して手札に加え、山札をシャッフルする」: the master
    picks one of the two actions (11.8.4), each acting on the card chosen; the second is two
    steps in order (reveal, then put into the hand); the steps after run whichever was picked."""
    deck = "[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 2}, 8]"
    pick = "choices:\n  - {player: A, at: choose, choose: 山1}\n"
    call = run(
        EITHER,
        actions=ACTIVATE,
        deck=deck,
        choices=pick + '  - {player: A, at: mode, choose: "1"}\n'
        "  - {player: A, at: circle, choose: left_back}",
    )
    assert not unsupported(call)
    assert zone(call, "A", "field.left_back") == ["山1"] and "山1" not in zone(call, "A", "hand")
    hand = run(
        EITHER,
        actions=ACTIVATE,
        deck=deck,
        choices=pick + '  - {player: A, at: mode, choose: "2"}',
    )
    assert not unsupported(hand)
    assert zone(hand, "A", "hand") == ["山1"] and zone(hand, "A", "field.left_back") == []
    assert any("11.8.4" in s.clauses for s in hand.main.trace.steps)
    # the steps after the choice run either way: the deck was shuffled
    assert any("シャッフル" in s.ja for s in hand.main.trace.steps)
    assert any("シャッフル" in s.ja for s in call.main.trace.steps)


def test_a_cost_of_two_actions_joined_in_one_item() -> None:
    """「【コスト】[手札から１枚捨て、ドロップから１枚山札の下に置く]」: two actions joined by 「…し、」
    in one item are both paid, in order (11.7.1, 11.8.2.2: the whole cost, or the ability is
    not played)."""
    text = "【起】【(R)】：【コスト】[手札から１枚捨て、ドロップから１枚山札の下に置く]ことで、１枚引く。"
    hand = "[{name: 手1, type: normal, grade: 1}]"
    drop = "[{name: 落1, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, at: cost_card, choose: 手1}\n"
    r = run(
        text,
        actions=ACTIVATE,
        hand=hand,
        drop=drop,
        choices=pick + "  - {player: A, at: cost_card, choose: 落1}",
    )
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["手1"] and zone(r, "A", "deck")[-1] == "落1"
    assert zone(r, "A", "hand") == ["山1"]
    # paid in order: the card just discarded is in the drop, and may be the second item's
    again = run(
        text,
        actions=ACTIVATE,
        hand=hand,
        drop=drop,
        choices=pick + "  - {player: A, at: cost_card, choose: 手1}",
    )
    assert zone(again, "A", "drop") == ["落1"] and zone(again, "A", "deck")[-1] == "手1"


def test_a_choice_from_each_of_two_places() -> None:
    """「あなたの手札とドロップからそれぞれ１枚選び、ソウルに置く」: one card from each place (11.8.6),
    both put into the soul; 「手札かドロップから１枚」 is one card in all."""
    text = "【起】【(R)】：あなたの手札とドロップからそれぞれ１枚選び、ソウルに置く。"
    hand, drop = "[{name: 手1, type: normal, grade: 1}]", "[{name: 墓1, type: normal, grade: 1}]"
    r = run(text, actions=ACTIVATE, hand=hand, drop=drop)
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["墓1", "手1"]
    assert any("11.8.6" in s.clauses for s in r.main.trace.steps)
    comma = text.replace("あなたの手札と", "あなたの、手札と")
    r = run(comma, actions=ACTIVATE, hand=hand, drop=drop)
    assert sorted(zone(r, "A", "soul")) == ["墓1", "手1"]
    one = "【起】【(R)】：あなたの手札かドロップから１枚選び、ソウルに置く。"
    pick = "choices:\n  - {player: A, at: choose, choose: 墓1}"
    assert zone(run(one, actions=ACTIVATE, hand=hand, drop=drop, choices=pick), "A", "soul") == [
        "墓1"
    ]


def _text(text: str) -> str:
    return f'  - {{do: resolve_text, player: A, card: A.vanguard, text: "{text}"}}'


def test_the_top_card_of_the_deck_is_moved_without_a_choice() -> None:
    """「あなたの山札を上から１枚ダメージゾーンに置く」: the top card (7.6.1), no card of the deck
    chosen — before, any deck card could be picked."""
    r = run("", actions=_text("あなたの山札を上から１枚ダメージゾーンに置く。"))
    assert not r.branched and zone(r, "A", "damage") == ["山1"]
    assert "7.6.1" in r.decided_by


def test_a_damage_card_chosen_is_healed() -> None:
    """「あなたのダメージゾーンから１枚選び、回復する」: to the drop (7.20.1)."""
    dmg = "[{name: 傷, type: normal, grade: 1}]"
    r = run("", actions=_text("あなたのダメージゾーンから１枚選び、回復する。"), damage=dmg)
    assert not unsupported(r) and zone(r, "A", "drop") == ["傷"] and zone(r, "A", "damage") == []
    assert "7.20.1" in r.decided_by


def test_no_target_to_choose_every_effect_on_it_is_ignored() -> None:
    """「あなたのダメージゾーンから１枚選び、(R)にコールする」 with an empty damage zone: no target
    is chosen and the call is ignored (11.8.4.1.3); the sentence after it is still done."""
    text = "あなたのダメージゾーンから１枚選び、(R)にコールし、１枚引く。"
    r = run("", actions=_text(text) + "\nask: [A.damage]")
    assert zone(r, "A", "hand") == ["山1"]
    steps = [s for s in r.main.trace.steps if "11.8.4.1.3" in s.clauses]
    assert steps and "11.8.4.1.3" in r.decided_by


def test_a_cost_put_under_the_deck_in_the_order_wished() -> None:
    """「【コスト】[ドロップから２枚山札の下に望む順で置く]」: the payer chooses the cards, then
    which goes next (11.8.5.1), as the step 「…山札の下に望む順で置く」 does."""
    text = "【起】【(R)】：【コスト】[ドロップから２枚山札の下に望む順で置く]ことで、１枚引く。"
    drop = "[{name: 落1, type: normal, grade: 1}, {name: 落2, type: normal, grade: 1}]"
    pick = (
        "choices:\n  - {player: A, at: cost_card, choose: 落1}\n"
        "  - {player: A, at: cost_card, choose: 落2}\n"
    )
    r = run(
        text, actions=ACTIVATE, drop=drop, choices=pick + "  - {player: A, at: order, choose: 落2}"
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(r, "A", "deck")[-2:] == ["落2", "落1"] and zone(r, "A", "drop") == []
    other = run(
        text, actions=ACTIVATE, drop=drop, choices=pick + "  - {player: A, at: order, choose: 落1}"
    )
    assert zone(other, "A", "deck")[-2:] == ["落1", "落2"]


# ------------------------------------------------------------------ 「XはパワーN」 (a topic)


def test_stat_change_of_the_topic() -> None:
    """「このユニットはパワー＋5000」: the unit marked by は is the one whose value changes, as in
    「このユニットのパワー＋5000」 (11.8.5.3 names the unit when none is said; here it is said)."""
    r = run("【永】【(R)】：このユニットはパワー＋5000。")
    assert not unsupported(r) and value(r, "power") == 15000
    timed = run("【永】【(R)】：相手のターン中、このユニットはパワー＋5000。")
    assert not unsupported(timed) and value(timed, "power") == 10000
    vg = "{name: 竜, type: normal, grade: 3, power: 13000, text: 'TEXT'}"
    base = run("", vanguard=vg.replace("TEXT", ""))
    less = run("", vanguard=vg.replace("TEXT", "【永】【(V)】：このユニットはドライブ－１。"))
    assert not unsupported(less)
    drive = value(base, "drive", where="field.vanguard")
    assert value(less, "drive", where="field.vanguard") == drive - 1


def test_stat_change_of_a_player_topic_is_refused() -> None:
    """「あなたはパワー＋5000」: a player has no power; refused, not read as this unit's."""
    assert unsupported(run("【永】【(R)】：あなたはパワー＋5000。"))


# ------------------------------------------------------------------ named states (5.2.2)

ARCHER = "left_back: {{name: 弓兵, type: normal, grade: 1, power: 8000, {groups}text: '{text}'}}"


def test_named_state_of_a_keyword() -> None:
    """「このユニットが【精神汚染】状態なら」: a state a keyword's effect gives (14.59.1, 5.2.2),
    read from the card (5.2.2.3; the scenario gives it, ``groups``); a unit not in it does not
    count."""
    text = "【永】【(R)】：このユニットが【精神汚染】状態なら、このユニットのパワー＋5000。"
    r = run("", extra=ARCHER.format(groups="groups: [精神汚染], ", text=text))
    assert not unsupported(r) and value(r, "power", where="field.left_back") == 13000
    from ruling.games._vg.abilities import text_clauses

    uid = r.main.final.players["A"].zones["field.left_back"][0].uid
    ctx = Engine(get_game("vg"), r.main.final).ctx
    assert {"5.2.2", "5.2.2.3"} <= set(text_clauses(ctx, [uid], "power"))
    plain = run("", extra=ARCHER.format(groups="", text=text))
    assert not unsupported(plain) and value(plain, "power", where="field.left_back") == 8000


def test_named_state_of_an_unbracketed_name() -> None:
    """「このユニットがSweetLink状態なら」: a state named in the card's text (5.2.2.2)."""
    text = "【永】【(R)】：このユニットがSweetLink状態なら、このユニットのパワー＋5000。"
    r = run("", extra=ARCHER.format(groups="groups: [SweetLink], ", text=text))
    assert not unsupported(r) and value(r, "power", where="field.left_back") == 13000
    plain = run("", extra=ARCHER.format(groups="", text=text))
    assert value(plain, "power", where="field.left_back") == 8000


# ------------------------------------------------------------------ 「相手は手札から(G)にコールできない」

GUARD_BOARD = """\
game: vg
title: t
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "VTEXT"}
    left_front: {name: 剣士, type: normal, grade: 2, power: 15000, text: "TEXT"}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    hand: [{name: 大盾, type: normal, grade: 1, shield: 10000}, {name: 小盾, type: normal, grade: 0, shield: 10000}]
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard, guard_actions: [{do: guard, card: GUARD, guards: B.vanguard}]}
"""


def guarded_attack(text: str, guard: str, vtext: str = "") -> Any:
    src = GUARD_BOARD.replace("VTEXT", vtext).replace("TEXT", text).replace("GUARD", guard)
    return resolve(loads(src, "t.yaml"))


def test_guard_call_prohibited_for_the_battle() -> None:
    """「そのバトル中、相手は手札からグレード１以上を(G)にコールできない」: the opponent's call of a
    grade 1 from hand to (G) is refused (1.3.3 over 10.5.1.2.2) and the attack hits; a grade 0
    is not described and guards."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、相手は手札からグレード１以上を"
        "(G)にコールできない。"
    )
    r = guarded_attack(text, "大盾")
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    refused = next(s for s in r.main.trace.steps if "コールできません" in s.ja)
    assert {"1.3.3", "10.5.1.2.2"} <= set(refused.clauses)
    assert zone(r, "B", "hand") == ["大盾", "小盾"]
    small = guarded_attack(text, "小盾")
    assert zone(small, "B", "damage") == [] and zone(small, "B", "hand") == ["大盾"]


def test_guard_call_prohibited_while_a_continuous_ability_applies() -> None:
    """【永】「あなたのターン中、相手は手札から(G)にコールできない」: no card may be called while it
    applies; 「相手のターン中」 does not apply in A's turn."""
    ours = "【永】【(V)】：あなたのターン中、相手は手札から(G)にコールできない。"
    r = guarded_attack("", "小盾", vtext=ours)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    theirs = guarded_attack("", "小盾", vtext=ours.replace("あなたのターン中", "相手のターン中"))
    assert not unsupported(theirs) and zone(theirs, "B", "damage") == []


def test_guard_call_prohibition_from_anywhere() -> None:
    """「相手はグレード０を(G)にコールできない」 (no 「手札から」): a call to (G) from anywhere is
    barred (1.3.3 over 10.5.1.2.2) — the hand's call in the guard step here; a call to (G) by an
    effect is barred too (test_vg_rules_vocab.test_a_guardian_call_by_an_effect_is_prohibited)."""
    text = "【自】【(R)】：このユニットがアタックした時、そのバトル中、相手はグレード０を(G)にコールできない。"
    r = guarded_attack(text, "小盾")
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    big = guarded_attack(text, "大盾")
    assert not unsupported(big) and zone(big, "B", "damage") == []


# ------------------------------------------------------------------ ハーツ (2.9.3.3)

STRIDE = (
    "  - {do: ride_phase, stride: 超越竜神, stride_discard: [捨て一, 捨て二]}\n  - {do: main_phase}"
)
G_ZONE = "g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]"
DISCARDS = "[{name: 捨て一, type: normal, grade: 1}, {name: 捨て二, type: normal, grade: 2}]"


def test_hearts_card_as_a_kind() -> None:
    """「あなたのハーツがグレード３なら」: the card in the hearts state under the G unit (2.9.3.3,
    6.5.2.2.1) — after a stride the grade-3 vanguard is one; before it there is none."""
    text = "【永】【(R)】：あなたのハーツがグレード３なら、このユニットのパワー＋5000。"
    r = run(text, actions=STRIDE, extra=G_ZONE, hand=DISCARDS)
    assert not unsupported(r) and value(r, "power") == 15000
    none = run(text, extra=G_ZONE, hand=DISCARDS)
    assert not unsupported(none) and value(none, "power") == 10000


def test_deck_limit_of_this_card() -> None:
    """【永】「このカードはデッキに１枚だけ入れられる」: the deck-construction condition of the card's
    own name (8.1.3), as 「「X」はデッキに…」 is: read, and nothing during play."""
    from ruling.abilities import _abilities

    get_game("vg")  # registers the Vanguard compiler
    (ab,) = _abilities("vg", "【永】：このカードはデッキに１枚だけ入れられる。", "ノーマルユニット")
    assert ab.supported and ab.program is not None
    (op,) = ab.program.steps
    assert op.verb == "deck_limit" and op.n == 1 and op.target is not None
    assert op.target.ref == "this"
    r = run("【永】：このカードはデッキに１枚だけ入れられる。")
    assert not unsupported(r) and value(r, "power") == 10000


# ------------------------------------------------------------------ 「…を N 増やす」 / 「…分、増やす」

RAISE_BY = (
    "【起】【(R)】：あなたのリアガードを１枚選び、そのターン中、このユニットのパワーを、"
    "そのユニットの元々のパワー分、増やす。"
)
ARCHER_PLAIN = "left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"


def test_increase_by_an_amount() -> None:
    """「そのターン中、このユニットのパワーを5000増やす」: a change of +5000, as 「パワー＋5000」."""
    text = "【起】【(R)】：そのターン中、このユニットのパワーを5000増やす。"
    r = run(text, actions=ACTIVATE)
    assert not unsupported(r) and value(r, "power") == 15000


def test_increase_by_the_original_value_of_a_chosen_unit() -> None:
    """「…このユニットのパワーを、そのユニットの元々のパワー分、増やす」: by the chosen unit's
    original power (11.11.1.2: printed, not its +5000 this turn), read when the change is made."""
    pick = "choices:\n  - {player: A, at: choose, choose: 弓兵}"
    r = run(RAISE_BY, actions=ACTIVATE, extra=ARCHER_PLAIN, choices=pick)
    assert not unsupported(r) and value(r, "power") == 18000
    read = next(s for s in r.main.trace.steps if "元々のパワー＝8000" in s.ja)
    assert "11.11.1.2" in read.clauses
    # the chosen unit's power raised before: its original power is still 8000
    pumped = ARCHER_PLAIN.replace(
        "power: 8000}", "power: 8000, text: '【永】【(R)】：このユニットのパワー＋5000。'}"
    )
    r2 = run(RAISE_BY, actions=ACTIVATE, extra=pumped, choices=pick)
    assert value(r2, "power") == 18000


# ------------------------------------------------------------------ 表にする / 裏にする (7.3.1)

FACE_DAMAGE = "[{name: 表, type: normal}, {name: 裏, type: normal, face: down}]"


def face_of(r: Any, name: str) -> bool:
    return next(c for c in r.main.final.players["A"].zones["damage"] if c.name == name).face_up


def test_turn_a_chosen_card_face_up() -> None:
    """「あなたのダメージゾーンから裏のカードを１枚選び、表にする」: the card chosen turns face up
    (7.3.1); the face-up card is not a candidate."""
    text = "【起】【(R)】：あなたのダメージゾーンから裏のカードを１枚選び、表にする。"
    r = run(text, actions=ACTIVATE, damage=FACE_DAMAGE)
    assert not unsupported(r) and face_of(r, "裏") is True
    step = next(s for s in r.main.trace.steps if "を表にする" in s.ja)
    assert "7.3.1" in step.clauses


def test_turn_a_chosen_card_face_down() -> None:
    """「あなたのダメージゾーンから表のカードを１枚選び、裏にする」: face down (7.3.1)."""
    text = "【起】【(R)】：あなたのダメージゾーンから表のカードを１枚選び、裏にする。"
    r = run(text, actions=ACTIVATE, damage=FACE_DAMAGE)
    assert not unsupported(r) and face_of(r, "表") is False and face_of(r, "裏") is False


# ------------------------------------------------------------------ 「【ソウルブラスト】(1)してよい」 as a step

BLAST_STEP = "【起】【(R)】：【ソウルブラスト】(1)してよい。そうしたら、１枚引く。"
ONE_SOUL = "soul: [{name: 魂1, type: normal}]"
ANSWER = "choices:\n  - {player: A, at: optional, choose: ANSWER}"


def test_blast_as_an_optional_step() -> None:
    """「【ソウルブラスト】(1)してよい。そうしたら、１枚引く」: the soul blast done as a step of the
    effect (7.25.1), its master's option; 「そうしたら」 reads whether it was done (11.2.3)."""
    yes = run(BLAST_STEP, actions=ACTIVATE, extra=ONE_SOUL, choices=ANSWER.replace("ANSWER", "yes"))
    assert not unsupported(yes)
    assert zone(yes, "A", "soul") == [] and zone(yes, "A", "drop") == ["魂1"]
    assert zone(yes, "A", "hand") == ["山1"]
    no = run(BLAST_STEP, actions=ACTIVATE, extra=ONE_SOUL, choices=ANSWER.replace("ANSWER", "no"))
    assert zone(no, "A", "soul") == ["魂1"] and zone(no, "A", "hand") == []


def test_blast_step_that_cannot_be_done_is_not_done() -> None:
    """No soul: the soul blast cannot be done (7.25.3), so the step after 「そうしたら」 is not."""
    r = run(BLAST_STEP, actions=ACTIVATE, choices=ANSWER.replace("ANSWER", "yes"))
    assert not unsupported(r) and zone(r, "A", "hand") == []


def test_a_described_card_that_comes_out_in_a_drive_check() -> None:
    """「あなたのドライブチェックで「竜」を含むカードが出た時」 (7.16.1; the grammar hung 「…で」 on
    「「竜」を含む」, read as where the card came out): a checked 「小竜」 triggers it, a checked 「山」
    does not."""
    text = "【自】【(V)】：あなたのドライブチェックで「竜」を含むカードが出た時、１枚引く。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    named = "[{name: 小竜, type: normal, grade: 1}, {name: 山2, type: normal, grade: 2}, 8]"
    r = run("", actions=VG_ATTACK, vanguard=vg, deck=named)
    assert not unsupported(r) and "山2" in zone(r, "A", "hand")
    other = run("", actions=VG_ATTACK, vanguard=vg)
    assert not unsupported(other) and "山2" not in zone(other, "A", "hand")


def test_put_back_in_the_order_one_likes() -> None:
    """「山札を上から２枚見て、好きな順番で山札の上に戻す」: the cards looked at go back on top in the
    order the master chooses (11.8.5.1), as 「望む順で」; nothing else moves."""
    text = "【起】【(R)】：あなたの山札を上から２枚見て、好きな順番で山札の上に戻す。"
    first = "choices:\n  - {player: A, at: order, choose: FIRST}"
    a = run(text, actions=ACTIVATE, choices=first.replace("FIRST", "山1"))
    b = run(text, actions=ACTIVATE, choices=first.replace("FIRST", "山2"))
    assert not unsupported(a) and not unsupported(b)
    tops = {tuple(zone(x, "A", "deck")[:2]) for x in (a, b)}
    assert tops == {("山1", "山2"), ("山2", "山1")}
    assert len(zone(a, "A", "deck")) == 10 and zone(a, "A", "hand") == []


def test_a_past_form_this_turn_is_what_happened_this_turn() -> None:
    """「このターンにあなたのヴァンガードがアタックしたなら」 / 「…アタックしなかったなら」: the past
    form with 「このターンに」 is the turn's record, as the progressive (「…しているなら」) — the
    same verb, every form: after the vanguard's attack the first draws and the second does not;
    on the turn's first attack the reverse."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このターンにあなたのヴァンガードが"
        "アタックしたなら、１枚引く。"
    )
    negated = text.replace("アタックしたなら", "アタックしなかったなら")
    both = VG_ATTACK + "\n" + ATTACK
    drive = run("", actions=both)  # the vanguard's drive check adds its own card
    after = run(text, actions=both)
    assert not unsupported(after)
    assert len(zone(after, "A", "hand")) == len(zone(drive, "A", "hand")) + 1
    assert zone(run(text, actions=ATTACK), "A", "hand") == []
    not_after = run(negated, actions=both)
    assert not unsupported(not_after)
    assert len(zone(not_after, "A", "hand")) == len(zone(drive, "A", "hand"))
    assert zone(run(negated, actions=ATTACK), "A", "hand") == ["山1"]


def test_whether_a_payment_step_was_not_done() -> None:
    """「【ソウルブラスト】(1)してよい。【ソウルブラスト】(1)しなかったなら、１枚引く」: the keyword
    action named again with した / しなかった reads whether the step before did it (11.2.3), as
    for a charge — declined, or impossible with no soul (7.25.3): a draw; done: none."""
    text = "【起】【(R)】：【ソウルブラスト】(1)してよい。【ソウルブラスト】(1)しなかったなら、１枚引く。"
    said = ANSWER.replace("ANSWER", "yes")
    paid = run(text, actions=ACTIVATE, extra=ONE_SOUL, choices=said)
    assert not unsupported(paid) and zone(paid, "A", "drop") == ["魂1"]
    assert zone(paid, "A", "hand") == []
    declined = run(text, actions=ACTIVATE, extra=ONE_SOUL, choices=ANSWER.replace("ANSWER", "no"))
    assert not unsupported(declined) and zone(declined, "A", "hand") == ["山1"]
    empty = run(text, actions=ACTIVATE, choices=said)
    assert not unsupported(empty) and zone(empty, "A", "hand") == ["山1"]
    done = run(
        text.replace("しなかったなら", "したなら"), actions=ACTIVATE, extra=ONE_SOUL, choices=said
    )
    assert not unsupported(done) and zone(done, "A", "hand") == ["山1"]


def test_whether_a_unit_was_boosted_or_attacked_this_turn() -> None:
    """「このターンにあなたのヴァンガードがブーストされているなら」 / 「このターンに相手の
    ヴァンガードがアタックされているなら」: the passive of the boost and attack events, read from
    the turn's record with the boosted (10.4.1.12) or attacked (10.4.1.6) unit as subject — after
    a boosted attack by the vanguard, yes; after an attack without boost, no; the opponent's
    vanguard attacked earlier this turn, yes, its rear-guard, no."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このターンにあなたのヴァンガードが"
        "ブーストされているなら、１枚引く。"
    )
    booster = "center_back: {name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost]}"
    boosted = "  - {do: attack, attacker: vanguard, target: vanguard, boost: center_back}"
    plain = run("", actions=VG_ATTACK + "\n" + ATTACK, extra=booster)
    r = run(text, actions=boosted + "\n" + ATTACK, extra=booster)
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == len(zone(plain, "A", "hand")) + 1
    unboosted = run(text, actions=VG_ATTACK + "\n" + ATTACK, extra=booster)
    assert not unsupported(unboosted)
    assert len(zone(unboosted, "A", "hand")) == len(zone(plain, "A", "hand"))
    attacked = (
        "【自】【(R)】：このユニットがアタックした時、このターンに相手のヴァンガードが"
        "アタックされているなら、１枚引く。"
    )
    at_rear = "  - {do: attack, attacker: left_front, target: right_front}"
    first = run(attacked, actions=ATTACK)  # this attack on the vanguard is in the record
    assert not unsupported(first) and zone(first, "A", "hand") == ["山1"]
    rear = run(attacked, actions=at_rear)  # only the rear-guard was attacked
    assert not unsupported(rear) and zone(rear, "A", "hand") == []
    rg = run(attacked.replace("ヴァンガードがアタック", "リアガードがアタック"), actions=at_rear)
    assert not unsupported(rg) and zone(rg, "A", "hand") == ["山1"]


def test_cards_an_event_happened_to_this_turn() -> None:
    """「このターンにアタックしたあなたのリアガード」 / 「このターンにアタックしていない…」 /
    「このターンに(R)に登場したあなたのユニット」: a relative clause of an event with 「このターン
    に」 describes the cards it happened to this turn (read from the turn's record, as the
    condition 「このターンに…しているなら」). Two rear-guards attacked: 2 or more, a draw; one: none;
    the one that has not attacked yet counts for the negated form; a unit called this turn counts,
    one on the board from the start does not."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、このターンにアタックしたあなたのリアガードが"
        "２枚以上なら、１枚引く。"
    )
    lance = "right_front: {name: 槍, type: normal, grade: 2, power: 10000}"
    first = "  - {do: attack, attacker: right_front, target: vanguard}\n"
    two = run(text, actions=first + ATTACK, extra=lance)
    assert not unsupported(two) and zone(two, "A", "hand") == ["山1"]
    one = run(text, actions=ATTACK, extra=lance)
    assert not unsupported(one) and zone(one, "A", "hand") == []
    idle = (
        "【自】【(R)】：このユニットがアタックした時、このターンにアタックしていないあなたの"
        "リアガードが１枚以上なら、１枚引く。"
    )
    waiting = run(idle, actions=ATTACK, extra=lance)
    assert not unsupported(waiting) and zone(waiting, "A", "hand") == ["山1"]
    spent = run(idle, actions=first + ATTACK, extra=lance)
    assert not unsupported(spent) and zone(spent, "A", "hand") == []
    called = (
        "【自】【(R)】：このユニットがアタックした時、このターンに(R)に登場したあなたのユニットが"
        "１枚以上なら、１枚引く。"
    )
    recruit = "[{name: 新兵, type: normal, grade: 1}]"
    call = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: left_back}]}\n"
    fresh = run(called, actions=call + ATTACK, hand=recruit)
    assert not unsupported(fresh) and zone(fresh, "A", "hand") == ["山1"]
    old = run(called, actions=ATTACK, hand=recruit)
    assert not unsupported(old) and zone(old, "A", "hand") == ["新兵"]
    # what reads this card in the event is refused, not misread (the matcher has the card read)
    own = called.replace("このターンに(R)に", "このターンにこのユニットの能力で")
    assert unsupported(run(own, actions=ATTACK))
    # the condition cites the event's clauses (an attack, 10.4.1.5.3) for the description read
    met = next(s for s in two.main.trace.steps if s.en.startswith("the condition is met"))
    assert "10.4.1.5.3" in met.clauses


def test_several_named_cards_each_in_a_zone() -> None:
    """「あなたのソウルに「甲」と「乙」があるなら、１枚引く」: each named card is there (the grammar
    reads 「「甲」と」 as an argument of ある; no name is compared with it) — both in the soul: a
    draw; one of them: none."""
    text = "【起】【(R)】：あなたのソウルに「甲」と「乙」があるなら、１枚引く。"
    both_ = "soul: [{name: 甲, type: normal}, {name: 乙, type: normal}]"
    r = run(text, actions=ACTIVATE, extra=both_)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    one = run(text, actions=ACTIVATE, extra="soul: [{name: 甲, type: normal}, {name: 丙}]")
    assert not unsupported(one) and zone(one, "A", "hand") == []
    other = run(text, actions=ACTIVATE, extra="soul: [{name: 乙, type: normal}]")
    assert not unsupported(other) and zone(other, "A", "hand") == []


def test_a_card_put_back_into_the_hand_by_any_verb() -> None:
    """「あなたのリアガードが手札に戻った時」 / 「…手札に戻された時」 / 「…手札に加えられた時」: the
    verbs of putting a card somewhere (11.8.5.2) and the intransitive 戻る are one event, the
    card put there (a rear-guard then, 11.9.6.1.2) — a rear-guard returned to the hand triggers
    each; one put into the soul does not. 「…が置かれた時」 with no place is refused, not left to
    never trigger."""
    back = "【起】【(R)】：このユニットを手札に戻す。"
    soul = "【起】【(R)】：このユニットをソウルに置く。"
    for wording in ("手札に戻った", "手札に戻された", "手札に加えられた"):
        text = f"【自】【(V)】：あなたのリアガードが{wording}時、１枚引く。"
        vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
        r = run(back, actions=ACTIVATE, vanguard=vg)
        assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["剣士", "山1"], wording
        other = run(soul, actions=ACTIVATE, vanguard=vg)
        assert not unsupported(other) and zone(other, "A", "hand") == [], wording
    nowhere = "【自】【(V)】：あなたのリアガードが置かれた時、１枚引く。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{nowhere}"}}'
    assert unsupported(run(back, actions=ACTIVATE, vanguard=vg))


def test_how_many_cards_an_event_happened_to_this_turn() -> None:
    """「このターンにあなたのリアガードが２枚以上退却しているなら」: the cards the event happened to
    this turn are counted (a count of cards, 「N枚」, where 「N回」 counts events) — two retired: a
    draw; one: none."""
    text = (
        "【起】【(R)】：あなたの他のリアガードを２枚選び、退却させる。\\n"
        "【起】【(R)】：このターンにあなたのリアガードが２枚以上退却しているなら、１枚引く。"
    )
    two = (
        "right_front: {name: 槍, type: normal, grade: 1}\n"
        "    left_back: {name: 弓, type: normal, grade: 1}"
    )
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士, ability: 1}, "
        "{do: activate, card: 剣士, ability: 2}]}"
    )
    r = run(text, actions=acts, extra=two)
    assert not unsupported(r) and sorted(zone(r, "A", "drop")) == ["弓", "槍"]
    assert zone(r, "A", "hand") == ["山1"]
    one = run(text, actions=acts, extra="right_front: {name: 槍, type: normal, grade: 1}")
    assert not unsupported(one) and zone(one, "A", "drop") == ["槍"]
    assert zone(one, "A", "hand") == []


def test_cards_of_the_same_value_as_another_card() -> None:
    """「あなたのドロップからあなたのヴァンガードと同じグレードのカードを１枚選び、手札に加える」: the
    cards whose grade equals the vanguard's now (as 「…のグレード以下の」, compared with that
    card's value) — a grade-3 vanguard: the grade-3 card of the drop is the only one to choose;
    a grade-2 vanguard: none."""
    text = (
        "【起】【(R)】：あなたのドロップからあなたのヴァンガードと同じグレードのカードを１枚選び、"
        "手札に加える。"
    )
    drop = "[{name: 重, type: normal, grade: 3}, {name: 軽, type: normal, grade: 1}]"
    r = run(text, actions=ACTIVATE, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["重"]
    g2 = run(text, actions=ACTIVATE, drop=drop, vanguard="{name: 竜, type: normal, grade: 2}")
    assert not unsupported(g2) and zone(g2, "A", "hand") == []
    g1 = run(text, actions=ACTIVATE, drop=drop, vanguard="{name: 竜, type: normal, grade: 1}")
    assert not unsupported(g1) and zone(g1, "A", "hand") == ["軽"]


def test_a_players_world() -> None:
    """「あなたの世界が真宵楽園なら」: the fighter's 世界 (7.43.1) is that world name — blank until
    an effect names it (7.43.1.1), so with none given the condition does not hold; the rules'
    spelling 真宵樂園 names the same world (7.43.2.1); another world does not meet it."""
    text = "【永】【(R)】：あなたの世界が真宵楽園なら、このユニットのパワー＋5000。"
    r = run(text, extra="world: 真宵楽園")
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(text, extra="world: 真宵樂園"), "power") == 15000
    assert value(run(text, extra="world: 黒夜"), "power") == 10000
    blank = run(text)
    assert not unsupported(blank) and value(blank, "power") == 10000


def test_a_world_the_rules_do_not_name_is_read_as_printed() -> None:
    """「あなたの世界がXなら」 with X not a world name of 7.43.2.1: read as the name printed —
    corrected (round 52, s49vgC): 7.43.2.1 lists the names 「現在のルールでなりえる」, the rules as
    they stand; a card that brings its own world (「あなたの世界は冥夜になる」) names it, and the
    condition compares the fighter's world with that name (7.43.1) — blank, it does not hold."""
    text = "【永】【(R)】：あなたの世界が楽園なら、このユニットのパワー＋5000。"
    r = run(text, extra="world: 楽園")
    assert not unsupported(r) and value(r, "power") == 15000
    blank = run(text)
    assert not unsupported(blank) and value(blank, "power") == 10000
    assert value(run(text, extra="world: 真宵楽園"), "power") == 10000


def test_races_set_off_before_a_have_clause() -> None:
    """「〈A〉か〈B〉の、守護者を持たないノーマルユニット」: the races set off by 「の、」 describe the
    cards (one of them), not what they have; a sentinel of race A or a unit of another race is not
    one of them."""
    text = (
        "【起】【(R)】：あなたの山札を上から３枚見て、〈竜族〉か〈鳥族〉の、守護者を持たないノーマル"
        "ユニットを１枚まで選び、公開して手札に加え、山札をシャッフルする。"
    )
    sentinel = "{name: 守竜, type: normal, race: 竜族, skills: [sentinel]}"
    human = "{name: 人, type: normal, race: 人族}"
    for last, got in (
        ("{name: 鳥, type: normal, race: 鳥族}", ["鳥"]),
        ("{name: 竜, type: normal, race: 竜族}", ["竜"]),
    ):
        r = run(text, actions=ACTIVATE, deck=f"[{sentinel}, {human}, {last}, 8]")
        assert not unsupported(r) and zone(r, "A", "hand") == got
    none = run(text, actions=ACTIVATE, deck=f"[{sentinel}, {human}, {human}, 8]")
    assert not unsupported(none) and zone(none, "A", "hand") == []
