"""co round 60 (s57coR): a character that took its DP in damage and left the field in the window right
after the damage (4.3.10.4) is not crashed: the crash is judged after that window (4.3.11, a card on
the field), so nothing crashes and no 「クラッシュしたとき」 triggers — the engine cites 4.3.11 as the
clause read to conclude so. A damage below its DP gives no such step; a character that stays crashes."""

from __future__ import annotations

from tests.ruling.boards import co_run, main_state, unsupported

_THIEF = "『盗賊』がダメージを受けた直後にのみ使用してもよい。『盗賊』をタップする:『盗賊』をオーナーの手札に戻す。"


def _run(damage: int, leave: bool) -> object:
    window = (
        "    after_damage:\n      盗賊: [{do: activate, player: B, card: 盗賊}]\n" if leave else ""
    )
    return co_run(
        "turn: {player: A, number: 6, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 10\n    hand:\n"
        f'      - {{name: 雷, type: spell, cost: 1, text: "使い捨て\\n対象のキャラクターに{damage}点の'
        'ダメージを与える。"}\n'
        "  B:\n    hp: 10\n    deck: 10\n    field:\n"
        f'      - {{name: 盗賊, type: character, ap: 1, dp: 2, text: "{_THIEF}"}}\n'
        '      - {name: 鐘, type: navigator, text: "あなたのキャラクターがクラッシュしたとき、'
        '相手のデュエルマスターに2点のダメージを与える。"}\n'
        "actions:\n  - do: play\n    card: 雷\n    target: 盗賊\n"
        + window
        + "ask: [盗賊.zone, A.hp]\n"
    )


def _marks(r: object) -> list[str]:
    return [
        s.ja
        for s in r.main.trace.steps  # type: ignore[attr-defined]
        if "4.3.11" in getattr(s, "clauses", ()) and "フィールドを離れている" in (s.ja or "")
    ]


def test_co_lethal_damage_then_left_in_the_window_does_not_crash() -> None:
    r = _run(3, True)
    assert not unsupported(r)
    assert main_state(r, "盗賊.zone") == "B.hand"
    assert main_state(r, "A.hp") == 10
    assert _marks(r)


def test_co_damage_below_dp_then_left_gives_no_crash_step() -> None:
    r = _run(1, True)
    assert main_state(r, "盗賊.zone") == "B.hand"
    assert not _marks(r)


def test_co_lethal_damage_staying_crashes() -> None:
    r = _run(3, False)
    assert main_state(r, "盗賊.zone") == "B.dustbox"
    assert main_state(r, "A.hp") == 8
    assert not _marks(r)
