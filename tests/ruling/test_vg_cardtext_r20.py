"""VG card-text constructions of round 20 (s16vg; issue 12), found by an inventory of the refusals
across cards_r14-r19 and the real list, docs/cardtext.md "VG round 20 (s16vg)": each on a
minimal text and a board, with the neighbour wordings of the same meaning."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from grammar.render import render
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run, value

MAIN = "  - {do: main_phase, actions: []}"

# ------------------------- a phase of a player's turn as a time: 「あなたのバトルフェイズ中、」 (5.1)


@pytest.mark.parametrize(
    "text",
    [
        "【永】【(R)】：あなたのバトルフェイズ中、このユニットのパワー＋2000。",
        "【永】【(R)】：あなたのバトルフェイズ中なら、このユニットのパワー＋2000。",
        "【永】【(R)】：あなたのバトルフェイズなら、このユニットのパワー＋2000。",
        "【永】【(R)】：バトルフェイズ中なら、このユニットのパワー＋2000。",
        "【永】【(R)】：あなたのバトルフェイズ中、あなたのヴァンガードがグレード３以上なら、"
        "このユニットのパワー＋2000。",
    ],
)
def test_a_continuous_ability_in_a_phase(text: str) -> None:
    """【永】「あなたのバトルフェイズ中、このユニットのパワー＋2000」: in A's battle phase (after an
    attack, the close step) 12000; in A's main phase 10000 (before: the action be.nominal / the
    word battle_phase)."""
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and value(r, "power") == 12000
    m = run(text, actions=MAIN)
    assert not unsupported(m) and value(m, "power") == 10000


def test_the_other_players_phase() -> None:
    """「相手のバトルフェイズ中、」: A's own battle phase is not it (10000)."""
    text = "【永】【(R)】：相手のバトルフェイズ中、このユニットのパワー＋2000。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and value(r, "power") == 10000


@pytest.mark.parametrize(
    "phase, draws",
    [
        ("あなたのバトルフェイズ中、", 1),
        ("あなたのメインフェイズ中、", 0),
        ("相手のバトルフェイズ中、", 0),
    ],
)
def test_a_trigger_in_a_phase(phase: str, draws: int) -> None:
    """「あなたのバトルフェイズ中、このユニットがアタックした時」: the event, only in that phase of
    that player's turn (as 「あなたのバトルフェイズに…した時」) — an attack in A's battle phase
    draws; with the main phase or the opponent's battle phase named it does not (before: a
    trigger of this shape)."""
    r = run(f"【自】【(R)】：{phase}このユニットがアタックした時、１枚引く。", actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == draws


# ------------------- empty circles named by 空き: 「相手の(R)に空きが２つ以上ある」 (4.9.1, 4.9.2.4)

FULL_B = (
    "{name: 騎士, type: normal, grade: 3, power: 13000}\n"
    "    left_front: {name: 兵1, type: normal}\n    left_back: {name: 兵2, type: normal}\n"
    "    center_back: {name: 兵3, type: normal}\n    right_back: {name: 兵4, type: normal}"
)


@pytest.mark.parametrize(
    "cond, power",
    [
        ("相手の(R)に空きが４つ以上あるなら", 15000),
        ("相手の(R)に空きが５つ以上あるなら", 10000),
        ("相手の(R)の空きが４つ以上なら", 15000),
        ("相手の(R)の空きが5つ以上なら", 10000),
        ("相手の(R)に空きがあるなら", 15000),
        ("相手の(R)に空きがないなら", 10000),
        ("あなたの(R)の空きが１つ以下なら", 10000),
    ],
)
def test_vacant_circles_counted(cond: str, power: int) -> None:
    """「相手の(R)に空きが４つ以上あるなら」 / 「(R)の空きが…なら」 / 「空きがある / ない」: the
    circles of that place with no unit on them, counted as 「ユニットのいない(R)」 is — B has one
    rear-guard of five circles, four empty; A has one of five (before: text the grammar could
    not type)."""
    r = run(f"【永】【(R)】：{cond}、このユニットのパワー＋5000。", actions=MAIN)
    assert not unsupported(r) and value(r, "power") == power


def test_no_vacant_circle_when_every_rear_circle_is_filled() -> None:
    """B's five (R) all filled: 「相手の(R)に空きがあるなら」 does not hold, 「空きがないなら」 does."""
    for cond, power in (("相手の(R)に空きがあるなら", 10000), ("相手の(R)に空きがないなら", 15000)):
        r = run(
            f"【永】【(R)】：{cond}、このユニットのパワー＋5000。", actions=MAIN, opponent=FULL_B
        )
        assert not unsupported(r) and value(r, "power") == power


# ------------- a reminder printed after a sentence's 。, before the next sentence (grammar/parse)

LOCK_NOTE = "（呪縛されたカードは裏向きになり、次の持ち主のエンドフェイズ終了時に表に戻る）"


@pytest.mark.parametrize("then", ["呪縛したなら、１枚引く。", "その後、１枚引く。"])
def test_a_reminder_between_two_sentences(then: str) -> None:
    """「…呪縛する。（呪縛されたカードは…）呪縛したなら、１枚引く。」: the reminder belongs to the
    sentence before it and the next sentence is read on its own — B's rear-guard is locked face
    down, then A draws (before: text the grammar could not type). The text renders back as
    printed."""
    text = f"【自】【(R)】：このユニットがアタックした時、相手のリアガードを１枚選び、呪縛する。{LOCK_NOTE}{then}"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    locked = r.main.final.players["B"].zones["field.right_front"][0]
    assert locked.face_up is False and locked.states.get("locked")
    card = parse_card(text, "vg")
    assert card.card is not None and render(card.card) == card.normalised.text


def test_a_number_in_parentheses_after_a_period_is_no_reminder() -> None:
    """(1) / (R) opening a sentence are not reminders: 「…。【ソウルブラスト】(1)…」 reads as before."""
    text = "【起】【(R)】：１枚引く。(R)のこのユニットのパワー＋5000。"
    card = parse_card(text, "vg").card
    assert card is not None and not card.abilities[0].reminders


# ----------------- 「あなたのコストで退却した時」: retired as a cost that player paid (11.7.1)

V_COST = (
    "【起】【(V)】：【コスト】[あなたのリアガードを１枚退却させる]ことで、【ソウルチャージ】(1)。"
)
V_EFFECT = "【起】【(V)】：あなたのリアガードを１枚選び、退却させる。"
V_ACT = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"


def _vanguard(text: str) -> str:
    return f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'


@pytest.mark.parametrize(
    "by, vg_text, draws",
    [
        ("あなたのコスト", V_COST, 1),
        ("コスト", V_COST, 1),
        ("相手のコスト", V_COST, 0),
        ("あなたのコスト", V_EFFECT, 0),
    ],
)
def test_retired_by_a_players_cost(by: str, vg_text: str, draws: int) -> None:
    """「このユニットがあなたのコストで退却した時」 (the shorter wording of 「あなたの能力のコストで」):
    剣士 retired to pay the vanguard's 【起】 cost triggers it — a draw; 「相手のコスト」: no; retired
    by an effect, not a cost: no (before: the term Stat)."""
    text = f"【自】【(R)】：このユニットが{by}で退却した時、１枚引く。"
    r = run(text, actions=V_ACT, vanguard=_vanguard(vg_text))
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    assert len(zone(r, "A", "hand")) == draws


@pytest.mark.parametrize(
    "cond",
    [
        "このターンにあなたのコストでリアガードが１枚以上退却しているなら",
        "このターンにあなたがコストでリアガードを１枚以上退却させているなら",
    ],
)
def test_rearguards_retired_by_cost_this_turn(cond: str) -> None:
    """「このターンにあなたのコストでリアガードが１枚以上退却しているなら」: the vanguard's cost
    retired a rear-guard this turn — 兵's 【起】 then draws; with the rear-guard retired by an
    effect instead, no draw."""
    me = '{name: 兵, type: normal, grade: 1, text: "【起】【(R)】：' + cond + '、１枚引く。"}'
    act = "  - {do: main_phase, actions: [{do: activate, card: 竜}, {do: activate, card: 兵}]}"
    for vg_text, draws in ((V_COST, 1), (V_EFFECT, 0)):
        r = run(
            "",
            actions=act,
            vanguard=_vanguard(vg_text),
            extra=f"right_front: {me}",
            choices="choices: [{player: A, at: cost_card, choose: 剣士}, {player: A, choose: 剣士}]",
        )
        assert not unsupported(r) and "剣士" in zone(r, "A", "drop")
        assert len(zone(r, "A", "hand")) == draws, vg_text


# -------- 「このユニットを同じ縦列の後列の(R)に移動させる」: 同じ holds only its と (grammar/parse)


@pytest.mark.parametrize(
    "text",
    [
        "【自】【(R)】：このユニットのアタックしたバトル終了時、このユニットを同じ縦列の後列の(R)に移動させる。",
        "【自】【(R)】：このユニットのアタックしたバトル終了時、このユニットをこのユニットと同じ縦列の後列の(R)に移動させる。",
    ],
)
def test_moved_to_the_back_circle_of_its_column(text: str) -> None:
    """「このユニットを同じ縦列の後列の(R)に移動させる」: 剣士 (left front) attacks, and at the end
    of the battle moves to the back circle of its own column (left back) — before, the grammar
    gave 「このユニットを」 to 同じ (the move had no object: 「同じ縦列」 of this shape). The text
    renders back as printed."""
    r = run(text, actions=ATTACK)
    assert not unsupported(r)
    assert zone(r, "A", "field.left_back") == ["剣士"] and zone(r, "A", "field.left_front") == []
    card = parse_card(text, "vg")
    assert card.card is not None and render(card.card) == card.normalised.text
