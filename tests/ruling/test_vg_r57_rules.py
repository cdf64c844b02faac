"""Round 57 (s54vgR): vg rules read against the r57 development files, each on a minimal board."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

END = "【自】【(R)】：あなたのエンドフェイズ開始時、１枚引く。"


def _end_phase(locked: bool) -> Any:
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A, phase: main}\n"
            "players:\n  A:\n"
            "    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f'    right_front: {{name: 騎士, type: normal, grade: 2, power: 10000, locked: {str(locked).lower()}, text: "{END}"}}\n'
            "    deck: 10\n  B:\n    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}\n"
            "    deck: 10\nactions:\n  - {do: end_phase}\n",
            "t.yaml",
        )
    )


def test_an_unlocked_cards_trigger_rests_on_its_unlock() -> None:
    # 9.11.3 unlocks the card, a new card whose text is read from then (7.31.1.1): its
    # 「エンドフェイズ開始時」 ability triggers at 9.11.8 because of the unlock
    r = _end_phase(True)
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["hand"]
    assert "9.11.3" in cited(r)


def test_a_card_never_locked_does_not_cite_the_unlock() -> None:
    r = _end_phase(False)
    assert r.main.final.players["A"].zones["hand"]
    assert "9.11.3" not in cited(r)


REVELATION = (
    "天啓－(R)（このユニットが(R)に登場した時、山札の一番上のカードを見る。そのカードをあなたのソウルに"
    "置いてよい。置いた場合、あなたのスタンド状態のリアガードを１枚選び、【レスト】する）"
)


def _revelation(other: str) -> Any:
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A, phase: main}\n"
            "players:\n  A:\n"
            "    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
            f"    left_back: {{name: 従者, type: normal, grade: 1, power: 7000, state: {other}}}\n"
            f'    hand: [{{name: 巫女, type: normal, grade: 2, power: 9000, text: "{REVELATION}"}}]\n'
            "    deck: 10\n  B:\n    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}\n"
            "    deck: 10\nactions:\n  - {do: call, card: 巫女, circle: left_front}\n"
            "choices:\n  - {player: A, choose: yes}\n  - {player: A, choose: 巫女}\n",
            "t.yaml",
        )
    )


def test_revelation_rests_the_only_standing_rear_guard_itself() -> None:
    # 14.22.2.1 is read and does not apply: not every rear-guard is rested, the unit itself
    # stands, and it is the one rested
    r = _revelation("rest")
    assert not unsupported(r)
    assert r.main.final.players["A"].zones["field.left_front"][0].orientation == "rest"
    assert "14.22.2.1" in cited(r)


def test_revelation_with_a_choice_left_does_not_cite_the_short_clause() -> None:
    r = _revelation("stand")
    assert r.main.final.players["A"].zones["field.left_front"][0].orientation == "rest"
    assert "14.22.2.1" not in cited(r)


MATE = "メイトユニット－「リュミエ」（このカードでライドできず、あなたのヴァンガードが「リュミエ」を含まないかぎり、このカードはコールできない）"
DRESS = "ドレスアップ－「リュミエ」（このカードは「リュミエ」と同名のカードとしても扱う）"


def _mate_call(vanguard: str, text: str = MATE) -> Any:
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A, phase: main}\n"
            f"players:\n  A:\n    vanguard: {vanguard}\n"
            f'    hand: [{{name: 相棒, type: normal, grade: 2, power: 9000, text: "{text}"}}]\n'
            "    deck: 10\n  B:\n    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}\n"
            "    deck: 10\nactions:\n  - {do: call, card: 相棒, circle: left_front}\n",
            "t.yaml",
        )
    )


def test_a_mate_unit_called_by_the_vanguards_dress_up_name() -> None:
    # 14.54.2 met by the name ドレスアップ gives the vanguard (14.52.2, 12.6.2)
    r = _mate_call(f'{{name: アスター, type: normal, grade: 2, power: 10000, text: "{DRESS}"}}')
    assert r.main.final.players["A"].zones["field.left_front"]
    assert {"14.54.2", "14.52.2", "12.6.2"} <= cited(r)


def test_a_mate_unit_called_by_the_vanguards_own_name() -> None:
    r = _mate_call("{name: 歌姫 リュミエ, type: normal, grade: 2, power: 10000}")
    assert r.main.final.players["A"].zones["field.left_front"]
    assert "14.54.2" in cited(r)
    assert "14.52.2" not in cited(r)


def test_a_card_that_is_no_mate_unit_cites_no_mate_clause() -> None:
    r = _mate_call("{name: 歌姫 リュミエ, type: normal, grade: 2, power: 10000}", text="")
    assert r.main.final.players["A"].zones["field.left_front"]
    assert "14.54.2" not in cited(r)


def _program(text: str) -> Any:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


def test_a_qualified_this_unit_is_the_abilitys_condition() -> None:
    # 「X状態のこのユニットの…」 = 「このユニットがX状態なら、このユニットの…」 (a state, 5.2.2; a group
    # 「“友達”」, 14.46.2.1)
    for qualified, conditional in (
        (
            "【永】【(V)】：竜炎状態のこのユニットのパワー＋10000。",
            "【永】【(V)】：このユニットが竜炎状態なら、このユニットのパワー＋10000。",
        ),
        (
            "【永】【(R)】：“友達”のこのユニットのパワー＋5000。",
            "【永】【(R)】：このユニットが“友達”なら、このユニットのパワー＋5000。",
        ),
    ):
        assert _program(qualified) == _program(conditional)


BLAZE = (
    "竜炎（あなたのアタックステップ開始時、あなたのリアガードが相手のリアガードより多いなら、そのターン中、"
    "あなたのヴァンガードは竜炎状態になる）\\n【永】【(V)】：竜炎状態のこのユニットのパワー＋10000。"
)


def _blaze(rear: int) -> Any:
    rears = "".join(
        f"    {c}: {{name: 兵{i}, type: normal, grade: 1, power: 7000}}\n"
        for i, c in enumerate(("left_back", "right_back")[:rear])
    )
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 7, first_player: A, phase: battle}\n"
            "players:\n  A:\n"
            f'    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000, text: "{BLAZE}"}}\n'
            f"{rears}"
            "    deck: [{name: 卵, type: normal, grade: 0}, 10]\n"
            "  B:\n    damage: 0\n    vanguard: {name: 敵, type: normal, grade: 3, power: 18000}\n"
            "    deck: [{name: 見習い, type: normal, grade: 0}, 10]\n"
            "actions:\n  - {do: attack, attacker: vanguard, target: B.vanguard}\n",
            "t.yaml",
        )
    )


def test_the_blazing_units_power_rests_on_the_state_put_on_it() -> None:
    # 14.23.1: more rear-guards than the opponent: the vanguard blazes, its 【永】 gives +10000 —
    # the hit rests on the step that put it in the state, though the attack touched it since
    r = _blaze(1)
    assert not unsupported(r)
    assert len(r.main.final.players["B"].zones["damage"]) == 1
    assert "14.23.1" in cited(r)
    r = _blaze(0)
    assert not r.main.final.players["B"].zones["damage"]


def _legion_blaze(legion: bool) -> Any:
    rule = "竜炎（あなたのアタックステップ開始時、あなたのリアガードが相手のリアガードより多いなら、そのターン中、あなたのヴァンガードは竜炎状態になる）"
    mate = (
        "      - {name: 相方, type: normal, grade: 3, power: 12000, legion: mate, "
        'text: "【永】【(V)】：竜炎状態のこのユニットのパワー＋5000。"}\n'
    )
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 9, first_player: A, phase: battle}\n"
            "players:\n  A:\n    vanguard:\n"
            f'      - {{name: 竜, type: normal, grade: 3, power: 13000, {"legion: leader, " if legion else ""}text: "{rule}"}}\n'
            + (mate if legion else "")
            + "    left_back: {name: 兵, type: normal, grade: 1, power: 7000}\n"
            "    deck: [{name: 卵, type: normal, grade: 0}, 10]\n"
            "  B:\n    damage: 0\n    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}\n"
            "    deck: [{name: 見習い, type: normal, grade: 0}, 10]\n"
            "actions:\n  - {do: attack, attacker: vanguard, target: B.vanguard}\n",
            "t.yaml",
        )
    )


def test_blaze_on_a_legion_puts_leader_and_mate_in_the_state() -> None:
    # 14.23.1.1: resolved with the vanguard in legion state, leader and mate both blaze
    r = _legion_blaze(True)
    assert not unsupported(r)
    assert "14.23.1.1" in cited(r)
    assert "14.23.1.1" not in cited(_legion_blaze(False))


def test_an_orders_type_bracketed_at_the_head_of_its_text_is_no_word_of_the_effect() -> None:
    # 「【ブリッツオーダー】…」: the card's type (2.9.3.2, 2.9.6), the effect the text after it
    plain = "相手の後列のリアガードを１枚選び、退却させる。"
    for head in ("【ブリッツオーダー】", "【ノーマルオーダー】"):
        assert _program(head + plain) == _program(plain)


MAGIA = (
    "【起】【(V)】：あなたのソウルからカードを１枚選び、(R)にコールする。そのターンの終了時、"
    "この効果でコールされたユニットをソウルに置く。"
)


def _magia(retire: bool) -> Any:
    more = "  - {do: activate, card: 手品師}\n" if retire else ""
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A, phase: main}\n"
            "players:\n  A:\n"
            f'    vanguard: {{name: 奇術師, type: normal, grade: 3, power: 13000, text: "{MAGIA}"}}\n'
            "    soul:\n      - {name: 手品師, type: normal, grade: 1, power: 8000, "
            'text: "【起】【(R)】：【コスト】[このユニットを退却させる]、１枚引く。"}\n'
            "    deck: 10\n  B:\n    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}\n"
            "    deck: 10\nactions:\n  - {do: activate, card: 奇術師}\n"
            f"{more}  - {{do: end_phase}}\n"
            "choices:\n  - {player: A, choose: 手品師}\n  - {player: A, at: circle, choose: left_front}\n",
            "t.yaml",
        )
    )


def test_a_unit_the_effect_called_that_left_the_field_is_a_new_card() -> None:
    # 4.1.8: retired (circle -> drop), it is a new card: the delayed 「この効果でコールされたユニット」
    # finds nothing at the end of the turn
    r = _magia(True)
    assert not unsupported(r)
    assert [c.name for c in r.main.final.players["A"].zones["drop"]] == ["手品師"]
    assert "4.1.8" in cited(r)


def test_a_unit_the_effect_called_still_there_goes_to_the_soul() -> None:
    r = _magia(False)
    assert [c.name for c in r.main.final.players["A"].zones["soul"]] == ["手品師"]
    assert "4.1.8" not in cited(r)


def _face_up_trigger(locked: bool) -> Any:
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A, phase: main}\n"
            "players:\n  A:\n"
            "    vanguard: {name: 聖女, type: normal, grade: 3, power: 13000, "
            'text: "【自】【(V)】：あなたのリアガードが表になった時、１枚引く。"}\n'
            f"    left_front: {{name: 騎士, type: normal, grade: 2, power: 10000, locked: {str(locked).lower()}}}\n"
            "    deck: 10\n  B:\n    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}\n"
            "    deck: 10\nactions:\n  - {do: end_phase}\n",
            "t.yaml",
        )
    )


def test_an_unlock_is_a_turn_face_up() -> None:
    # 7.31.1 「カードは呪縛状態から表になります」; 9.11.7 pends 「表にした時」 after 9.11.3's unlock
    r = _face_up_trigger(True)
    assert not unsupported(r)
    assert len(r.main.final.players["A"].zones["hand"]) == 1
    assert {"9.11.3", "7.31.1"} <= cited(r)
    r = _face_up_trigger(False)
    assert not r.main.final.players["A"].zones["hand"]


def _column_move(what: str, vanguard_col: str = "center") -> Any:
    return resolve(
        loads(
            "game: vg\ntitle: t\nturn: {player: A, number: 5, first_player: A, phase: main}\n"
            "players:\n  A:\n"
            "    vanguard: {name: 軍師, type: normal, grade: 3, power: 13000, "
            f'text: "【起】【(V)】：あなたの前列のリアガードを１枚選び、{what}同じ縦列の後列の(R)に移動させる。"}}\n'
            "    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}\n"
            "    deck: 10\n  B:\n    vanguard: {name: 敵, type: normal, grade: 3, power: 13000}\n"
            "    deck: 10\nactions:\n  - {do: activate, card: 軍師}\n"
            "choices:\n  - {player: A, choose: 槍兵}\n",
            "t.yaml",
        )
    )


def test_a_bare_same_column_in_a_move_raises_its_point() -> None:
    # 「…を選び、同じ縦列の後列の(R)に移動させる」: the vanguard's column (11.8.5.3) or the moved
    # unit's — same_column_unnamed_in_move, both readings run
    from ruling.resolve import raised_points

    r = _column_move("")
    assert not unsupported(r)
    assert any("11.8.5.3" in cl and both for cl, both in raised_points(r))
    ends = {
        tuple(
            n
            for n, z in (("left", "field.left_back"), ("center", "field.center_back"))
            if lf.final.players["A"].zones[z]
        )
        for lf in r.leaves + r.alternates
    }
    assert ends == {("left",), ("center",)}


def test_a_named_unit_settles_the_column() -> None:
    from ruling.resolve import raised_points

    r = _column_move("そのユニットと")
    assert not any("11.8.5.3" in cl for cl, _b in raised_points(r))
    assert r.main.final.players["A"].zones["field.left_back"]
