"""The Vanguard rules document's chapter 7 「特定行動」 (7.1–7.50) and 6.9 着装, round 34
(s30vgact): for each action and each variant its clauses describe, a minimal ability text in the
printed style, compiled and run on a board; an entry not implemented yet is listed with its clause
and must stay refused with a reason (never silently run), so the table's coverage is measured.
Also the printed forms of the period limit icon whose period is this turn (12.3.2.1.1)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone


def compiles(text: str) -> tuple[bool, str]:
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    abs_ = _abilities("vg", text, "normal")
    bad = [a.reason for a in abs_ if not a.supported]
    return bool(abs_) and not bad, "; ".join(bad)


def _powers(r: Any) -> dict[str, int]:
    """The powers of A's units (but the vanguard) at the end of the main line."""
    from ruling.core import Engine
    from ruling.games._vg import values
    from ruling.rules import get_game

    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    return {
        c.name: int(values.power(ctx, c.uid))
        for z, cards in state.players["A"].zones.items()
        if z.startswith("field.") and z != "field.vanguard"
        for c in cards
    }


def _clauses(r: Any) -> set[str]:
    return {c for s in r.main.trace.steps for c in s.clauses}


ONCE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}\n"
TWICE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士}]}\n"


# ------------------------------------------------ the period limit icon of this turn (12.3.2.1.1)


@pytest.mark.parametrize(
    "label",
    [
        "【ターン1回】",
        "【1ターンに1回】",
        "【１ターン１回】",
        "【１ターンに１回】",
        "【ターン１回】",
    ],
)
def test_a_turn_limit_label_in_each_printed_form_is_used_once(label: str) -> None:
    """Every printed form of the icon whose period is ‘this turn’ (12.3.2.1.1) is the one limit:
    activated twice, the second use is refused (12.3.2.2) — one card drawn."""
    r = vg_card_run(f"【起】【(R)】{label}：１枚引く。", TWICE)
    assert not unsupported(r) and len(zone(r, "A", "hand")) == 1, label
    assert "12.3.2.2" in _clauses(r)


def test_a_turn_limit_of_two_uses_is_used_twice() -> None:
    """「【ターン２回】」/「【１ターン２回】」: N uses in the turn (12.3.2.1.1, 12.3.2.2)."""
    three = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士},"
        " {do: activate, card: 剣士}]}\n"
    )
    for label in ("【ターン2回】", "【１ターン２回】"):
        r = vg_card_run(f"【起】【(R)】{label}：１枚引く。", three)
        assert not unsupported(r) and len(zone(r, "A", "hand")) == 2, label


# ------------------------------------------------ a blast with a condition (7.24.2.1, 7.25.2.1)

TWO = "[{name: 騎兵, type: normal}, {name: 火竜, type: normal}]"
DRAW = "[{name: 引札, type: normal, grade: 1}, 9]"


def _face(r: Any, name: str) -> bool:
    return next(c.face_up for c in r.main.final.players["A"].zones["damage"] if c.name == name)


def test_a_counter_blast_with_a_condition_turns_only_a_card_meeting_it() -> None:
    """「【カウンターブラスト】(1)-カード名に「竜」を含むカード」 (7.24.2.1): of the face-up damage,
    only a card meeting the condition after the dash is turned — 火竜, not 騎兵."""
    r = vg_card_run(
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)-カード名に「竜」を含むカード]すること"
        "で、１枚引く。",
        ONCE,
        damage=TWO,
        deck=DRAW,
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["引札"]
    assert _face(r, "騎兵") and not _face(r, "火竜")
    assert "7.24.2.1" in _clauses(r)


def test_a_counter_blast_with_a_condition_no_card_meets() -> None:
    """No face-up damage card meets the condition: the cost cannot be paid (7.24.2.1, 11.8.2.2),
    nothing is drawn, though a plain 【カウンターブラスト】(1) could be paid."""
    r = vg_card_run(
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)-グレード３のカード]することで、"
        "１枚引く。",
        ONCE,
        damage=TWO,
        deck=DRAW,
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [] and _face(r, "騎兵") and _face(r, "火竜")
    assert "7.24.2.1" in _clauses(r)


def test_a_soul_blast_with_a_condition_takes_only_a_card_meeting_it() -> None:
    """「【ソウルブラスト】(1)-「竜」を含むカード」 (7.25.2.1): 火竜 goes from the soul to the drop."""
    r = vg_card_run(
        "【起】【(R)】：【コスト】[【ソウルブラスト】(1)-「竜」を含むカード]することで、１枚引く。",
        ONCE,
        extra=f"soul: {TWO}",
        deck=DRAW,
    )
    assert not unsupported(r)
    assert zone(r, "A", "soul") == ["騎兵"] and zone(r, "A", "drop") == ["火竜"]
    assert "7.25.2.1" in _clauses(r)


def test_the_card_name_named_as_the_field_of_a_contained_text() -> None:
    """「カード名に「竜」を含むカード」 is 「「竜」を含むカード」 (14.47.3.2 words it so)."""
    r = vg_card_run(
        "【起】【(R)】：あなたのドロップからカード名に「竜」を含むカードを１枚選び、手札に加える。",
        ONCE,
        drop=TWO,
    )
    assert not unsupported(r) and zone(r, "A", "hand") == ["火竜"]


# ------------------------------------------------ (ツイン)ドライブを行う (7.46)

TWIN = "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットはツインドライブを行う。"


def test_a_rear_guard_performing_twin_drive_checks_twice() -> None:
    """「そのバトル中、このユニットはツインドライブを行う」 on a rear-guard: it drive checks
    (7.46.1.1), two cards (7.46.1.2); the neighbour without the text checks none."""
    r = vg_card_run(TWIN)
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["山1", "山2"]
    assert {"7.46.1.1", "7.46.1.2"} <= _clauses(r)
    r = vg_card_run(
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
    )
    assert zone(r, "A", "hand") == []


def test_twin_drive_performed_sets_the_drive_to_two_whatever_it_was() -> None:
    """A vanguard with triple drive performing twin drive checks two cards, not three
    (7.46.1.2: 「そのユニット自身のドライブの値に関係なく」)."""
    r = vg_card_run(
        TWIN.replace("(R)", "(V)"),
        "  - {do: attack, attacker: vanguard, target: vanguard}",
        vanguard="{name: 竜, type: normal, grade: 3, power: 13000, skills: [triple_drive], "
        'text: "' + TWIN.replace("(R)", "(V)") + '"}',
        deck="[{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 2}, "
        "{name: 山3, type: normal, grade: 2}, 7]",
    )
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["山1", "山2"]


# ------------------------------------------------ ブーストする (7.47)

BOOST = "【自】【(R)】：あなたのヴァンガードがアタックした時、このユニットは、そのユニットをブーストする。"
VG_ATTACKS = "  - {do: attack, attacker: vanguard, target: vanguard}"


def _board_boost(orientation: str) -> Any:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    body = (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 10000}\n"
        f"    right_back: {{name: 補佐, type: normal, grade: 1, power: 8000, state: {orientation}, "
        f'text: "{BOOST}"}}\n'
        "    deck: 10\n  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        "    deck: 10\nactions:\n" + VG_ATTACKS + "\n"
    )
    return resolve(loads(body, "t.yaml"))


def test_a_boost_instruction_from_another_column_boosts() -> None:
    """「このユニットは、そのユニットをブーストする」: a standing unit rests and boosts the
    attacking vanguard from a circle not behind it (7.47.1.2): 10000 + 8000 hits 13000."""
    r = _board_boost("stand")
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == 1
    assert "7.47.1.2" in _clauses(r)


def test_a_rested_unit_told_to_boost_does_nothing() -> None:
    """A rested unit: nothing (7.47.1.1) — 10000 does not hit 13000."""
    r = _board_boost("rest")
    assert not unsupported(r)
    assert zone(r, "B", "damage") == []
    assert "7.47.1.1" in _clauses(r)


# ------------------------------------------------ ペルソナライドを発動する (7.15.1.4)


def test_a_persona_ride_activated_draws_raises_the_front_row_and_happens() -> None:
    """「ペルソナライドを発動する」 (7.15.1.4): the master draws one (7.15.1.4.1), the front-row
    units +10000 this turn (7.15.1.4.2: 剣士 20000), and 「ペルソナライドした時」 triggers
    (7.15.1.4.3)."""
    r = vg_card_run(
        "【起】【(R)】：ペルソナライドを発動する。",
        ONCE,
        extra="center_back: {name: 旗手, type: normal, grade: 1, power: 8000, text: "
        '"【自】【(R)】：あなたがペルソナライドした時、そのターン中、このユニットのパワー＋5000。"}',
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]
    assert _powers(r) == {"剣士": 20000, "旗手": 13000}
    assert {"7.15.1.4", "7.15.1.4.1", "7.15.1.4.2", "7.15.1.4.3"} <= _clauses(r)


# ------------------------------------------------ 得る: a value / a card name of another card (7.14.4/5)


def _gain_board(text: str, right: str, actions: str) -> Any:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    body = (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n"
        f'    vanguard: {{name: 竜, type: normal, grade: 3, power: 10000, text: "{text}"}}\n'
        f"    right_front: {right}\n"
        "    soul: [{name: 魂, type: normal, grade: 1}]\n"
        "    deck: 10\n  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        f"    deck: 10\nactions:\n{actions}\nchoices:\n  - {{player: A, choose: 相棒}}\n"
    )
    return resolve(loads(body, "t.yaml"))


def _vanguard_power(r: Any, leaf: Any = None) -> int:
    from ruling.core import Engine
    from ruling.games._vg import values
    from ruling.rules import get_game

    state = (leaf or r.main).final
    ctx = Engine(get_game("vg"), state).ctx
    # the vanguard, not a unit worn on its circle (6.9.3.1)
    (v,) = [c for c in state.players["A"].zones["field.vanguard"] if not c.states.get("wearing")]
    return int(values.power(ctx, v.uid))


def test_a_units_power_gained_is_added_under_both_readings() -> None:
    """「このユニットはそのユニットのパワーを得る」 (7.14.4: B's value added to A's), then B gets
    +5000: 7.14.4 does not say when B's value is read (11.11.4 fixes what an effect applies to
    when it arises) — both readings run: 10000 + 8000 (fixed) or 10000 + 13000 (B's now)."""
    r = _gain_board(
        "【起】【(V)】：あなたのリアガードを１枚選び、そのターン中、このユニットはそのユニットの"
        "パワーを得る。",
        "{name: 相棒, type: normal, grade: 2, power: 8000, text: "
        '"【起】【(R)】：【コスト】[【ソウルブラスト】(1)]することで、そのターン中、このユニットの'
        'パワー＋5000。"}',
        "  - {do: main_phase, actions: [{do: activate, card: 竜}, {do: activate, card: 相棒}]}",
    )
    assert not unsupported(r)
    powers = {_vanguard_power(r, lf) for lf in r.leaves + r.alternates}
    assert powers == {18000, 23000}
    assert "7.14.4" in _clauses(r)


def test_a_units_card_name_gained_is_held_beside_its_own() -> None:
    """「このユニットはそのユニットのカード名を得る」 (7.14.5): the vanguard holds 「蒼炎の相棒」
    beside 「竜」, so 「あなたのヴァンガードが「蒼炎」を含むなら」 holds (12.6.2.1)."""
    text = (
        "【起】【(V)】：あなたのリアガードを１枚選び、そのターン中、このユニットはそのユニットの"
        "カード名を得る。"
    )
    right = "{name: 相棒, type: normal, grade: 2, power: 8000}"
    r = _gain_board(
        text,
        right + "\n    left_front: {name: 従騎士, type: normal, grade: 1, power: 8000, text: "
        '"【永】【(R)】：あなたのヴァンガードが「相棒」を含むなら、このユニットのパワー＋5000。"}',
        "  - {do: main_phase, actions: [{do: activate, card: 竜}]}",
    )
    assert not unsupported(r)
    assert _powers(r)["従騎士"] == 13000
    assert "7.14.5" in _clauses(r)


# ------------------------------------------------ 発動しない (7.15.1.3.2)


def _call_board(seal: str, herald: str) -> Any:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    body = (
        "game: vg\ntitle: t\nturn: {player: B, number: 6, phase: main, first_player: A}\n"
        "players:\n  A:\n"
        f'    vanguard: {{name: 封印竜, type: normal, grade: 3, power: 13000, text: "{seal}"}}\n'
        "    deck: 10\n  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        f'    hand: [{{name: 伝令, type: normal, grade: 1, power: 8000, text: "{herald}"}}]\n'
        "    deck: [{name: 引札, type: normal, grade: 1}, 9]\n"
        "actions:\n  - {do: main_phase, player: B, actions: "
        "[{do: call, player: B, card: 伝令, circle: left_front}]}\n"
    )
    return resolve(loads(body, "t.yaml"))


SEAL = "【永】【(V)】：相手のリアガードの『登場した時』の自動能力は発動しない。"
HERALD = "【自】：このユニットが(R)に登場した時、１枚引く。"


def test_automatic_abilities_of_a_trigger_quoted_do_not_activate() -> None:
    """「相手のリアガードの『登場した時』の自動能力は発動しない」 (7.15.1.3.2): the opponent's unit
    called does not make its 「登場した時」 pending — nothing drawn."""
    r = _call_board(SEAL, HERALD)
    assert not unsupported(r)
    assert zone(r, "B", "hand") == []
    assert "7.15.1.3.2" in _clauses(r)


def test_only_the_trigger_quoted_is_kept_from_activating() -> None:
    """The neighbours: the same text quoting 『アタックした時』 leaves 「登場した時」 alone, and
    without it the unit draws."""
    r = _call_board(SEAL.replace("登場した時", "アタックした時"), HERALD)
    assert not unsupported(r) and zone(r, "B", "hand") == ["引札"]
    r = _call_board("【永】【(V)】：このユニットのパワー＋5000。", HERALD)
    assert zone(r, "B", "hand") == ["引札"]


# ------------------------------------------------ 着装 (6.9)


def test_a_rear_guard_worn_gives_its_power_and_abilities() -> None:
    """「あなたのリアガードを１枚選び、このユニットに着装する」 (6.9.2.2): 武装 leaves its circle;
    its own +2000 is void (6.9.3.3: 5000), the vanguard has it (6.9.3.4) and 武装's power
    (6.9.3.5): 13000 + 2000 + 5000."""
    r = vg_card_run(
        "【起】【(R)】：あなたのリアガードを１枚選び、あなたのヴァンガードに着装する。",
        ONCE + "choices:\n  - {player: A, choose: 武装}\n",
        extra='right_front: {name: 武装, type: normal, grade: 1, power: 5000, text: "【永】：このユニットのパワー＋2000。"}',
    )
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == []
    assert _vanguard_power(r) == 20000
    assert {"6.9.3.3", "6.9.3.5"} <= _clauses(r)


# ------------------------------------------------ the table's entries not run yet

# chapter 7's entries (docs/cardtext.md census) the vg compiler still refuses, each with the
# clause that defines it: refused with a reason, never run silently (issue 12)
NOT_YET = (
    (
        "7.15.1.3.1",
        "【永】【(R)】：あなたのヴァンガードの『アタックした時』の自動能力は２回発動する。",
    ),
    # corrected (round 65, s62vgC): a grade declared runs since round 65
    # (tests/ruling/test_vg_r65_declare.py); a card name declared does not
    ("7.13", "【起】【(R)】：カード名を１つ宣言し、あなたの山札の上から１枚公開する。"),
    # corrected (round 52, s49vgE): 「…を選び、支配する」 runs since round 52
    # (tests/ruling/test_vg_r52_dominate.py); a domination for the battle does not
    ("7.39.1.2.1", "【起】【(V)】：相手のリアガードを１枚選び、そのバトル中、支配する。"),
    ("7.45", "【自】【(V)】：あなたがスタンドアップした時、１枚引く。"),
)


@pytest.mark.parametrize(("clause", "text"), NOT_YET)
def test_an_entry_not_run_yet_is_refused_with_a_reason(clause: str, text: str) -> None:
    ok, why = compiles(text)
    assert not ok and why, clause


# ------------------------------------------------ アタック先を変更する (7.38)


def test_the_battles_attack_target_changed_to_a_rear_guard() -> None:
    """「そのバトルのアタック先をそのユニットに変更する」 (7.38.1): the battle's attack target is
    the attacking unit's (10.2.2) — the chosen rear-guard is attacked instead: 剣士 (10000)
    attacks and hits 槍兵 (9000), B takes no damage."""
    r = vg_card_run(
        "【自】【(R)】：このユニットがアタックした時、相手の前列のリアガードを１枚選び、"
        "そのバトルのアタック先をそのユニットに変更する。",
        choices="choices:\n  - {player: A, choose: 槍兵}\n",
    )
    assert not unsupported(r)
    assert zone(r, "B", "drop") == ["槍兵"] and zone(r, "B", "damage") == []
    assert "7.38.1" in _clauses(r)
