"""「あなたのレギオンメイトを【スタンド】する」 (round 58, s55vgR): the legion mate / leader named by
its role (6.4.3, 6.4.3.1; both vanguards, 6.4.3.2) — the one vanguard in that role
(``selectors._is_kind``); standing it stands the legion (6.4.4), and a leader stood so may attack
again, the stand a reason of the attack (10.4.1.3, ``battle``)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_run


def _board(text: str) -> str:
    return (
        "players:\n"
        "  A:\n"
        "    vanguard:\n"
        f'      - {{name: 主, type: normal, grade: 3, power: 13000, legion: leader, state: rest, text: "{text}"}}\n'
        "      - {name: 従, type: normal, grade: 3, power: 12000, legion: mate, state: rest}\n"
        "    deck: 10\n"
        "  B: {vanguard: {name: 敵, type: normal, grade: 3, power: 13000}, deck: 10, hand: 0}\n"
    )


def test_compiles_as_the_vanguard_in_that_role() -> None:
    get_game("vg")
    for word in ("レギオンメイト", "レギオンリーダー"):
        (a,) = _abilities("vg", f"【起】【(V)】：あなたの{word}を【スタンド】する。", None)
        assert a.supported, a


def test_standing_the_mate_stands_the_leader_who_attacks() -> None:
    r = vg_run(
        _board("【起】【(V)】：あなたのレギオンメイトを【スタンド】する。")
        + "actions:\n  - {do: main_phase, actions: [{do: activate, card: 主}]}\n"
        "  - {do: attack, attacker: vanguard, target: B.vanguard, allowed: true}\n",
        phase="main",
    )
    assert not unsupported(r)
    assert "6.4.4" in cited(r)
    assert r.main.final.players["B"].zones["damage"]


def test_leader_not_chosen_as_mate() -> None:
    from ruling.core import Engine
    from ruling.games._vg import values

    r = vg_run(
        _board("【起】【(V)】：あなたのレギオンリーダーのパワー＋5000。")
        + "actions:\n  - {do: main_phase, actions: [{do: activate, card: 主}]}\n"
    )
    state = r.main.final
    ctx = Engine(get_game("vg"), state).ctx
    power = {
        c.name: int(values.power(ctx, c.uid)) for c in state.players["A"].zones["field.vanguard"]
    }
    assert power == {"主": 18000, "従": 12000}
