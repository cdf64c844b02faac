"""Round 60 (s57vgR): 12.3.3.2 adds the game-long lock of 【ディヴァインスキル】 only when the game's
state changed after the effect. A choice among no cards moves nothing (1.3.2): no lock, and the
next Divine Skill ability is played because of that step. An effect whose only act was a shuffle
(a search that found nothing) raises limit_shuffle_only (7.12.1): both readings run."""

from __future__ import annotations

from tests.ruling.boards import cited, unsupported, vg_run

SECOND = (
    "    left_front: {name: 二番, type: normal, grade: 2, power: 10000, "
    'text: "【ディヴァインスキル】－【起】【(R)】：そのターン中、このユニットのパワー＋10000。"}\n'
)


def _board(first: str, deck: str = "10") -> str:
    return (
        "players:\n  A:\n"
        f'    vanguard: {{name: 一番, type: normal, grade: 3, power: 13000, text: "{first}"}}\n'
        + SECOND
        + f"    drop: [{{name: 古札, type: normal, grade: 1}}]\n    hand: 1\n    deck: {deck}\n"
        "  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}\n"
        "actions:\n  - {do: activate, card: 一番}\n  - {do: activate, card: 二番}\n"
    )


def _power(r: object, name: str) -> int:
    from ruling.core import Engine
    from ruling.games._vg import values
    from ruling.rules import get_game

    state = r.main.final  # type: ignore[attr-defined]
    ctx = Engine(get_game("vg"), state).ctx
    uid = next(c.uid for z in state.players["A"].zones.values() for c in z if c.name == name)
    return int(values.power(ctx, uid))


def test_choice_among_none_changes_nothing() -> None:
    r = vg_run(
        _board(
            "【ディヴァインスキル】－【起】【(V)】：あなたのドロップから「宝鏡」を１枚選び、手札に加える。"
        )
    )
    assert not unsupported(r)
    assert _power(r, "二番") == 20000  # the second Divine Skill was played
    assert {"12.3.3.2", "1.3.2"} <= cited(r)


def test_a_card_moved_locks() -> None:
    r = vg_run(
        _board(
            "【ディヴァインスキル】－【起】【(V)】：あなたのドロップから「古札」を１枚選び、手札に加える。"
        )
    )
    assert not unsupported(r)
    assert _power(r, "二番") == 10000  # locked: 12.2.1.1


def test_shuffle_only_raises_the_point() -> None:
    text = "【ディヴァインスキル】－【起】【(V)】：あなたの山札から「欠片」を１枚まで探し、手札に加え、山札をシャッフルする。"
    r = vg_run(_board(text))
    assert not unsupported(r)
    assert _power(r, "二番") == 20000  # the engine's reading: unchanged
    # limit_shuffle_only, raised: the two readings part
    assert any("7.12.1" in k for k, v in r.reading_points().items() if v)
