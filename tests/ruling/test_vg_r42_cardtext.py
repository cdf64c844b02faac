"""Round 42 (issue 12, s39vgc): constructions of the vg development card texts (cards_r31–r36),
each run on a board and citing the clause it implements."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

# 11.3.1.2: 「相手のターン中、…」 / 「あなたのターン中、…」 said of an effect as its period


def _turn_period(text: str, reading: str = "", then: str = "") -> object:
    pick = f"choices:\n  - {{player: A, at: reading, choose: {reading}}}\n" if reading else ""
    return resolve(
        loads(
            "game: vg\ntitle: t\n"
            "turn: {player: A, number: 7, phase: main, first_player: A}\n"
            "players:\n  A:\n    vanguard: {name: 覇竜, grade: 3, power: 13000}\n    deck: 10\n"
            "  B: {vanguard: {name: 騎士, grade: 3, power: 13000}, deck: 10}\n"
            "actions:\n  - do: main_phase\n    actions:\n"
            f'      - {{do: resolve_text, player: A, text: "{text}"}}\n'
            f"{then}{pick}ask: [A.vanguard.power]\n",
            "t.yaml",
        )
    )


def _power(r: object) -> int:
    return int(r.outcome["state"]["A.vanguard.power"])  # type: ignore[attr-defined]


def test_your_turn_made_in_your_turn_is_this_turn() -> None:
    r = _turn_period("あなたのターン中、あなたのヴァンガードのパワー＋10000。")
    assert _power(r) == 23000
    assert "11.3.1.2" in cited(r)
    # it ends with the turn (9.11.9): in B's turn it is gone
    r = _turn_period(
        "あなたのターン中、あなたのヴァンガードのパワー＋10000。",
        then="  - {do: end_phase}\n  - {do: stand_phase}\n",
    )
    assert _power(r) == 13000


def test_opponents_turn_not_created_reading() -> None:
    # 11.3.1.2.1: the period contradicts the present situation: no effect, now or in B's turn
    text = "相手のターン中、あなたのヴァンガードのパワー＋10000。"
    r = _turn_period(text, "not_created")
    assert _power(r) == 13000
    assert "11.3.1.2.1" in cited(r)
    r = _turn_period(text, "not_created", then="  - {do: end_phase}\n  - {do: stand_phase}\n")
    assert _power(r) == 13000


@pytest.mark.parametrize(
    ("then", "power"),
    [
        ("", 13000),  # made now, not in force in A's own turn
        ("  - {do: end_phase}\n  - {do: stand_phase}\n", 23000),  # in force in B's next turn
        (  # and ended with it: gone in A's turn after
            "  - {do: end_phase}\n  - {do: stand_phase}\n  - {do: end_phase}\n"
            "  - {do: stand_phase}\n",
            13000,
        ),
    ],
)
def test_opponents_turn_later_reading(then: str, power: int) -> None:
    r = _turn_period("相手のターン中、あなたのヴァンガードのパワー＋10000。", "later", then)
    assert _power(r) == power


def test_opponents_turn_raises_the_audit_point() -> None:
    r = _turn_period("相手のターン中、あなたのヴァンガードのパワー＋10000。")
    warned = " ".join(str(w) for w in r.warnings())  # type: ignore[attr-defined]
    assert "11.3.1.2.1" in warned


# 4.9.1.1 / 4.9.1.2: 「XがYと同じ縦列にいる(いない)なら」 — X is what exists in Y's column, as in
# 「Yと同じ縦列にXがいる」 (the grammar reads X inside the relative clause 「XがYと同じ」)
SAME_COLUMN = (
    "【自】【(R)】：このユニットがアタックした時、相手のリアガードが、このユニットと同じ縦列に"
    "いないなら、そのバトル中、このユニットのパワー＋5000。"
)


def test_subject_before_the_same_column_compiles_as_the_column_first_order() -> None:
    from tests.ruling.boards import compiled_first

    other = (
        "【自】【(R)】：このユニットがアタックした時、このユニットと同じ縦列に相手のリアガードが"
        "いないなら、そのバトル中、このユニットのパワー＋5000。"
    )
    assert compiled_first(SAME_COLUMN, "vg") == compiled_first(other, "vg")


@pytest.mark.parametrize(("circle", "met"), [("right_front", False), ("left_front", True)])
def test_subject_before_the_same_column_on_a_board(circle: str, met: bool) -> None:
    from tests.ruling.boards import vg_card_board

    src = vg_card_board(SAME_COLUMN).replace("right_front: {name: 槍兵", f"{circle}: {{name: 槍兵")
    r = resolve(loads(src, "t.yaml"))
    notes = [s for s in r.main.trace.steps if "condition is not met" in s.en]
    gained = [s for s in r.main.trace.steps if s.event == "addeffect"]
    assert (not notes) is met
    assert bool(gained) is met
    assert "4.9.1.2" in cited(r)


# 7.50.2 with 11.1.1: 「このユニットは相手の能力で選ばれない」 — every effect of the opponent's is an
# ability's (11.1.1), so it bars what 「相手のカードの効果で選ばれない」 bars


@pytest.mark.parametrize("means", ["相手の能力で", "相手のカードの効果で"])
def test_not_chosen_by_the_opponents_abilities(means: str) -> None:
    from tests.ruling.boards import compiled_first, unsupported, vg_card_board, zone_names
    from tests.ruling.test_vg_constructions import ACTIVATE

    guard = f"【永】【(R)】：このユニットは{means}選ばれない。"
    retire = "【起】【(R)】：相手のリアガードを１枚選び、退却させる。"
    b_units = (
        f'right_front: {{name: 槍兵, type: normal, grade: 2, power: 9000, text: "{guard}"}}\n'
        "    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}"
    )
    src = vg_card_board(retire, ACTIVATE, damage="[]", deck="10").replace(
        "right_front: {name: 槍兵, type: normal, grade: 2, power: 9000}", b_units
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r) and len(r.leaves) == 1
    assert zone_names(r, "B", "field.right_front") == ["槍兵"]
    assert zone_names(r, "B", "drop") == ["弓兵"]
    assert "7.50.2" in cited(r)
    assert ("11.1.1" in cited(r)) is (means == "相手の能力で")
    base = compiled_first("【永】【(R)】：このユニットは相手のカードの効果で選ばれない。", "vg")
    assert compiled_first(guard, "vg").steps[0].target == base.steps[0].target


# 1.3.3 with 4.9.1: 「このユニットは相手の前列のリアガードにアタックできない」 — only an attack on a
# rear-guard in that row is prohibited (the attacked unit's circle read, 4.9.1)
ROW_BAN = "【永】【(R)】：このユニットは相手の前列のリアガードにアタックできない。"


@pytest.mark.parametrize(("target", "refused"), [("right_front", True), ("vanguard", False)])
def test_attack_on_a_front_row_rearguard_prohibited(target: str, refused: bool) -> None:
    from tests.ruling.boards import unsupported, vg_card_run

    r = vg_card_run(ROW_BAN, f"  - {{do: attack, attacker: left_front, target: {target}}}")
    assert not unsupported(r)
    assert bool(r.main.rejected) is refused
    if refused:
        assert "前列のリアガードにアタックできない" in " ".join(s.ja for s in r.main.trace.steps)
        assert "4.9.1" in cited(r)


def test_a_row_said_of_the_rearguard_is_its_own_ban() -> None:
    from tests.ruling.boards import compiled_first

    assert compiled_first(ROW_BAN, "vg").steps[0].stat == "attack:front_rearguard"
    back = ROW_BAN.replace("前列", "後列")
    assert compiled_first(back, "vg").steps[0].stat == "attack:back_rearguard"
