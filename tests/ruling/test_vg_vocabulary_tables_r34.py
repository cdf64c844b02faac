"""The Vanguard rules document's vocabulary tables, round 34 (issue 12): chapter 4's zones and the
labels that name them (【(V)】 【(R)】 【(G)】 【中央後列の(R)】 【ドロップ】 【ソウル】 【オーダーゾーン】 …),
chapter 5's information and states (元々の, ‘(名称)状態’), chapter 12's terms (使えない 12.2, the
limit icons 12.3 and their older printings, ランダム 12.4, 影響を受けない 12.5, 同名 / 別名 12.6, Xにつき
Y 12.7), chapter 15's markers and pseudo cards, chapter 16's imaginary gifts — each written as a
minimal ability in printed style.

Every entry is either executable (``RUNS``: the vg compiler runs it, and the ones made to run this
round have a board check below) or listed with its clause as not implemented yet (``NOT_YET``: the
reason the engine gives; the test fails when one starts to run, so the table is moved on, and the
coverage of the document's tables is measured and cannot silently drop)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import cited, unsupported, vg_swordsman, zone_names

# (text, clauses it uses)
RUNS: tuple[tuple[str, str], ...] = (
    # runs since round 51 (s48vgC: the gift gained, 7.14.3; board check in
    # tests/ruling/test_vg_r51_gift_colon_in_effect.py)
    ("【自】【(V)】：このユニットがアタックした時、イマジナリーギフト：フォースを得る。", "16.3.1"),
    # chapter 4: zones, as labels (11.4.4: the ability works in the zone its label names)
    ("【自】【(V)】：このユニットがアタックした時、１枚引く。", "4.9.2.6"),
    ("【自】【(R)】：このユニットがアタックした時、１枚引く。", "4.9.2.6"),
    ("【自】【(V)/(R)】：このユニットがアタックした時、１枚引く。", "4.9.2.6"),
    ("【自】【(G)】：このユニットが登場した時、１枚引く。", "4.9.2.4"),
    ("【自】【(GC)】：このユニットがガーディアンサークルに登場した時、１枚引く。", "4.9.2.1"),
    ("【自】【ヴァンガードサークル】：このユニットがアタックした時、１枚引く。", "4.9.2.1"),
    ("【自】【リアガードサークル】：このユニットがアタックした時、１枚引く。", "4.9.2.1"),
    ("【自】【ガーディアンサークル】：このユニットが登場した時、１枚引く。", "4.9.2.1"),
    ("【起】【ドロップ】：【コスト】[カウンターブラスト(1)]、このカードを手札に戻す。", "4.7.3"),
    ("【起】【ソウル】：【コスト】[カウンターブラスト(1)]、このカードを手札に戻す。", "4.10"),
    ("【起】【手札】：【コスト】[このカードを公開する]、１枚引く。", "4.6"),
    ("【起】【オーダーゾーン】：【コスト】[このカードをドロップに置く]ことで、１枚引く。", "4.17"),
    (
        "【自】【オーダーゾーン】：あなたのユニットがアタックした時、そのユニットのパワー＋5000。",
        "4.17",
    ),
    ("【自】【バインドゾーン】：あなたのターン終了時、このカードを手札に戻す。", "4.12"),
    ("【自】【ダメージゾーン】：このカードがダメージゾーンに置かれた時、１枚引く。", "4.11"),
    ("【自】【Gゾーン】：あなたのヴァンガードがアタックした時、１枚引く。", "4.14"),
    ("【自】【ライドデッキ】：あなたのターン開始時、１枚引く。", "4.18"),
    ("【永】【クレストゾーン】：あなたのヴァンガードのパワー＋5000。", "4.19"),
    ("【自】【中央後列の(R)】：このユニットがブーストした時、１枚引く。", "4.9.1"),
    ("【永】【後列の(R)】：このユニットのパワー＋5000。", "4.9.1.3"),
    ("【永】【前列の(R)】：このユニットのパワー＋5000。", "4.9.1.3"),
    # chapter 4: zones and rows, in the body
    ("【永】【(V)】：あなたの前列のリアガードすべてのパワー＋2000。", "4.9.1.3"),
    ("【永】【(V)】：あなたの後列のリアガードすべてのパワー＋2000。", "4.9.1.3"),
    (
        "【自】【(R)】：このユニットと同じ縦列のユニットがアタックした時、このユニットのパワー＋5000。",
        "4.9.1.1",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたの中央後列のリアガードのパワー＋5000。",
        "4.9.1",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのダメージゾーンのカードを１枚選び、表にする。",
        "4.3.3",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのダメージゾーンの表のカードを１枚選び、裏にする。",
        "4.11.2.1",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、相手のダメージゾーンが４枚以上なら、１枚引く。",
        "4.11",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのバインドゾーンのカードを１枚選び、手札に加える。",
        "4.12",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたの山札の上から１枚を表でバインドする。",
        "4.12.3",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたの山札の上から１枚を裏でバインドする。",
        "4.12.3",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのドロップのカードを１枚選び、手札に加える。",
        "4.7.3",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのソウルが５枚以上なら、１枚引く。",
        "4.10",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたの山札の上から１枚をソウルに置く。",
        "4.10.1.1",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのGゾーンの表のカード１枚につき、"
        "このユニットのパワー＋1000。",
        "4.14.4",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのオーダーゾーンのカードが２枚以上なら、１枚引く。",
        "4.17",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのライドデッキからカードを１枚選び、"
        "公開して手札に加える。",
        "4.18",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのゲージゾーンのカードが２枚以上なら、１枚引く。",
        "4.15",
    ),
    ("【永】【(V)】：あなたのスタンドしているリアガードすべてのパワー＋2000。", "4.3.2"),
    ("【永】【(V)】：あなたのレストしているリアガードすべてのパワー＋2000。", "4.3.2"),
    # chapter 5
    (
        "【永】【(V)】：このユニットの元々のパワーが13000以上なら、このユニットのパワー＋2000。",
        "5.1.3",
    ),
    (
        "【永】【(R)】：あなたのヴァンガードが“天界の守護者”状態なら、このユニットのパワー＋5000。",
        "5.2.2.1",
    ),
    (
        "【起】【(V)】：【コスト】[【カウンターブラスト】(1)]することで、このターン中、このユニットは"
        "“天界の守護者”状態になる。",
        "5.2.2",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、このユニットの元々のパワーを15000にする。",
        "5.1.3",
    ),
    # chapter 12: the limit icons (12.3) and their printings
    (
        "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "12.3.2.1.1",
    ),
    (
        "【起】【(V)】【1ターンに1回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "12.3.2.1.1",
    ),
    (
        "【起】【(V)】【１ターン１回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "12.3.2.1.1",
    ),
    ("【自】【(V)】【1ターン1回】：このユニットがアタックした時、１枚引く。", "12.3.2.1.1"),
    (
        "【起】【(V)】【ターン２回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "12.3.2.1.1",
    ),
    (
        "【起】【(V)】【ゲーム1回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "12.3.2.1.2",
    ),
    (
        "【起】【(V)】【１ゲーム１回】：【コスト】[【カウンターブラスト】(1)]することで、１枚引く。",
        "12.3.2.1.2",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、１枚引く。この能力は１ターンに１回しか使えない。",
        "12.2",
    ),
    ("【ディヴァインスキル】－【起】【(V)】：１枚引く。", "12.3.3"),
    ("【ユニークスキル】－【起】【(V)】：１枚引く。", "12.3.4"),
    ("【起】【(R)】：１枚引く。そのターン中、この能力は使えなくなる。", "11.2.1.1.1"),
    ("【起】【(R)】：１枚引く。そのターン中、あなたはこの能力を使えない。", "12.2.1"),
    # chapter 12: 12.4 ランダム, 12.5 影響を受けない, 12.6 同名 / 別名, 12.7 XにつきY
    (
        "【自】【(V)】：このユニットがアタックした時、相手は自分の手札からランダムに１枚選び、捨てる。",
        "12.4.2",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、相手の手札からランダムに１枚選び、ドロップに置く。",
        "12.4.2",
    ),
    ("【永】【(V)】：このユニットは相手のカードの効果の影響を受けない。", "12.5.1"),
    (
        "【自】【(V)】：このユニットがアタックした時、そのターン中、このユニットは相手のカードの効果の"
        "影響を受けない。",
        "12.5.1",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのドロップからそれぞれ別名のカードを２枚まで選び、"
        "手札に加える。",
        "12.6.2.2.1",
    ),
    ("【永】【(V)】：このユニットと別名のあなたのリアガードすべてのパワー＋2000。", "12.6.1"),
    ("【永】【(V)】：このユニットと同名のあなたのリアガードすべてのパワー＋2000。", "12.6.1"),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのリアガード１枚につき、１枚引く。",
        "12.7.1",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのソウル２枚につき、そのバトル中、"
        "このユニットのパワー＋5000。",
        "12.7.1",
    ),
    # the cost's two printings (11.9.5.1)
    (
        "【自】【(V)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]を払ってよい。"
        "払ったら、１枚引く。",
        "11.9.5.1",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]を払うことで、"
        "１枚引く。",
        "11.9.5.2",
    ),
    # chapter 15
    (
        "【自】【(V)】：このユニットがアタックした時、あなたの手札のイマジナリーギフト・プロテクトが"
        "１枚以上なら、１枚引く。",
        "15.3.8",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたの舞羅主疾・トークンがいるなら、１枚引く。",
        "15.4.6",
    ),
    # chapter 16
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのイマジナリーギフトが３つ以上なら、１枚引く。",
        "16.2",
    ),
)

# (text, clause, the reason the engine refuses it now)
NOT_YET: tuple[tuple[str, str, str], ...] = (
    (
        "【永】【(V)】：あなたの中央後列のリアガードのパワー＋2000。",
        "4.9.1",
        "a continuous change of other units",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのリアガードサークルを１つ選び、"
        "そのサークルのユニットのパワー＋5000。",
        "4.9",
        "the zone circle",
    ),
    (
        "【永】【(V)】：相手のリアガードの【起】能力は使えない。",
        "12.2.1.1",
        "a step in form cannot",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、相手のリアガードを１枚選び、そのターン中、"
        "そのユニットの【起】能力は使えない。",
        "12.2.1.1",
        "a step in form cannot",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、そのターン中、相手は【起】能力を使えない。",
        "12.2.1.1",
        "a step in form cannot",
    ),
    (
        "【永】【(V)】：このユニットは相手の効果の影響を受けない。",
        "12.5.1",
        "a step in form negative",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのリアガードを２枚まで選び、同時にスタンドする。",
        "4.1.9",
        "the word simultaneous",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのクレストゾーンに「王冠」マーカーを１つ作成する。",
        "15.2.2",
        "two arguments with role none",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたのマーカーを１つ選び、消去する。",
        "15.1.2.2",
        "the card kind marker",
    ),
    (
        "【自】【(V)】：このユニットがアタックした時、あなたの手札にイマジナリーギフト・プロテクトを１つ作成する。",
        "15.3",
        "two arguments with role none",
    ),
    (
        "【永】【(V)】：あなたのサークルにフォースのギフトマーカーが２つ以上あるなら、このユニットのパワー＋5000。",
        "16.3.1.4",
        "the zone circle",
    ),
)


def _refusals(text: str) -> list[str]:
    import ruling.games.vg  # noqa: F401  (registers the vg compiler)
    from ruling.abilities import _abilities

    abs_ = _abilities("vg", text, "normal")
    assert abs_, text
    return [a.reason for a in abs_ if not a.supported]


@pytest.mark.parametrize(("text", "clause"), RUNS)
def test_a_table_entry_runs(text: str, clause: str) -> None:
    assert _refusals(text) == [], clause


@pytest.mark.parametrize(("text", "clause", "reason"), NOT_YET)
def test_a_table_entry_not_implemented_yet_is_refused_by_name(
    text: str, clause: str, reason: str
) -> None:
    """Not run yet, and said so (an ``unsupported`` warning naming it); when one starts to run,
    move it to ``RUNS`` with a board check."""
    assert _refusals(text) == [reason], clause


def test_the_table_clauses_are_in_the_kb(parsed: Any) -> None:
    by_id = parsed["vg"].by_id()
    for c in {c for _t, c in RUNS} | {c for _t, c, _r in NOT_YET}:
        assert c in by_id, c


# ------------------------------------------------------------------ limits on a board (12.3)

TWICE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 剣士}]}\n"
DECK = "    deck: 10\n"


def _twice(text: str) -> Any:
    return vg_swordsman(text, a_extra=DECK, actions=TWICE)


@pytest.mark.parametrize(
    "label", ("【ターン1回】", "【1ターンに1回】", "【１ターン１回】", "【1ターン1回】")
)
def test_the_turn_limit_icon_however_printed_allows_one_use_12_3_2_1_1(label: str) -> None:
    """A period limit icon for this turn (12.3.2.1.1), printed 【ターン1回】 (D series), 【1ターンに
    1回】 (V series) or 【１ターン１回】: the second activation this turn is refused (12.3.2.2,
    12.2.1.1) and one card is drawn."""
    r = _twice(f"【起】【(R)】{label}：１枚引く。")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == 1
    assert r.main.rejected
    assert {"12.3.2.1.1", "12.3.2.2", "12.2.1.1"} <= cited(r)


@pytest.mark.parametrize("label", ("【ファイト1回】", "【ゲーム1回】", "【１ゲーム１回】"))
def test_the_game_limit_icon_spelled_by_its_period_12_3_2_1_2(label: str) -> None:
    """The period limit icon whose period is 「このゲーム中」 (12.3.2.1.2 / 12.3.2.1.3), printed
    【ファイト1回】 or by its period 【ゲーム1回】: used once, refused after, citing its clauses."""
    r = _twice(f"【起】【(R)】{label}：１枚引く。")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == 1
    assert {"12.3.2.1.2", "12.3.2.2"} <= cited(r)


def test_no_limit_the_neighbour_draws_twice() -> None:
    r = _twice("【起】【(R)】：１枚引く。")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == 2 and not r.main.rejected


def test_this_ability_unusable_said_of_its_master_12_2_1() -> None:
    """「…。そのターン中、あなたはこの能力を使えない。」: the ability is 使えない for the rest of
    the turn once it has changed the game (12.2.1.1, as 「そのターン中、この能力は使えなくなる。」
    11.2.1.1.1): the second activation is refused."""
    r = _twice("【起】【(R)】：１枚引く。そのターン中、あなたはこの能力を使えない。")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == 1
    assert r.main.rejected and {"11.2.1.1.1", "12.2.1.1"} <= cited(r)


def test_the_two_sayings_of_this_ability_unusable_compile_alike() -> None:
    from ruling.abilities import _abilities

    a = _abilities(
        "vg", "【起】【(R)】：１枚引く。そのターン中、あなたはこの能力を使えない。", "normal"
    )
    b = _abilities(
        "vg", "【起】【(R)】：１枚引く。そのターン中、この能力は使えなくなる。", "normal"
    )
    assert a[0].program == b[0].program


def test_another_ability_unusable_is_not_the_limit() -> None:
    """The neighbour: 「あなたはこのカードと同名のカードの【起】能力を使えない」 is not this
    ability's own limit: still refused (not read as one)."""
    assert _refusals(
        "【起】【(R)】：１枚引く。そのターン中、あなたはこのカードと同名のカードの【起】能力を使えない。"
    )


# ------------------------------------------------------------------ the cost's printings (11.9.5.1)

COST_SAYINGS = (
    "【コスト】[【カウンターブラスト】(1)]することで、",
    "【コスト】[【カウンターブラスト】(1)]を払ってよい。払ったら、",
    "【コスト】[【カウンターブラスト】(1)]を払うことで、",
)


@pytest.mark.parametrize("saying", COST_SAYINGS[1:])
def test_the_older_printing_of_a_cost_is_the_same_ability_11_9_5_1(saying: str) -> None:
    """11.9.5.1 names 「コストを払ってよい。払ったら～」 and 「[コスト]することで、」 as one: the
    two printings compile to the same program."""
    from ruling.abilities import _abilities

    head = "【自】【(V)】：このユニットがアタックした時、"
    a = _abilities("vg", head + COST_SAYINGS[0] + "１枚引く。", "normal")
    b = _abilities("vg", head + saying + "１枚引く。", "normal")
    assert b[0].supported and a[0].program == b[0].program


@pytest.mark.parametrize(("face", "drawn"), (("[{name: 傷, face: up}]", 1), ("[]", 0)))
# the drive check (10.6.1.2) puts one more card into the hand either way
def test_an_older_printed_cost_paid_or_not_on_a_board(face: str, drawn: int) -> None:
    """「【コスト】[【カウンターブラスト】(1)]を払ってよい。払ったら、１枚引く。」 of a vanguard that
    attacks: with a face-up damage card A pays and draws; with none it cannot pay and draws
    nothing (11.9.5, 11.9.5.1)."""
    text = (
        "【自】【(V)】：このユニットがアタックした時、【コスト】[【カウンターブラスト】(1)]を払ってよい。"
        "払ったら、１枚引く。"
    )
    body = (
        "players:\n  A:\n"
        f'    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}\n'
        f"    damage: {face}\n    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: vanguard}\n"
    )
    from tests.ruling.boards import vg_run

    r = vg_run(body, "battle")
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn + 1


# ------------------------------------------------------------------ (GC) (4.9.2.1)


@pytest.mark.parametrize(
    ("icon", "spelled"),
    (("(G)", "(GC)"), ("(V)", "(VC)"), ("(R)", "(RC)"), ("(R)", "リアガードサークル")),
)
def test_a_circle_label_by_its_letter_or_name_is_the_circle_4_9_2_1(
    icon: str, spelled: str
) -> None:
    """A circle's label 【(X)】 spelled 【(XC)】 or by the circle's name (4.9.2.1): the ability works
    on the same circles."""
    from ruling.abilities import _abilities

    a = _abilities("vg", f"【自】【{icon}】：あなたのターン終了時、１枚引く。", "normal")
    b = _abilities("vg", f"【自】【{spelled}】：あなたのターン終了時、１枚引く。", "normal")
    assert a[0].supported and a[0].program == b[0].program


def test_the_guardian_circle_icon_spelled_gc_is_the_guardian_circle() -> None:
    """【(GC)】 / 「(GC)」 is the guardian circle's icon 「(G)」 (4.9.2.1 ‘(その属性名)サークル’): the
    two spellings compile alike."""
    from ruling.abilities import _abilities

    a = _abilities("vg", "【自】【(G)】：このユニットが(G)に登場した時、１枚引く。", "normal")
    b = _abilities("vg", "【自】【(GC)】：このユニットが(GC)に登場した時、１枚引く。", "normal")
    assert a[0].supported and a[0].program == b[0].program


# ------------------------------------------------------------------ 影響を受けない for a period (12.5)

UNAFFECTED_BOARD = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
"""
GIVE = (
    "  - {do: resolve_text, player: B, text: 'あなたのリアガードを１枚選び、そのターン中、"
    "そのユニットは相手のカードの効果の影響を受けない。'}\n"
)
RETIRE_BY_A = (
    "  - {do: resolve_text, player: A, text: '相手のリアガードを１枚選び、退却させる。'}\n"
)
RETIRE_BY_B = (
    "  - {do: resolve_text, player: B, text: 'あなたのリアガードを１枚選び、退却させる。'}\n"
)


@pytest.mark.parametrize(
    ("actions", "retired"),
    ((GIVE + RETIRE_BY_A, False), (RETIRE_BY_A, True), (GIVE + RETIRE_BY_B, True)),
)
def test_unaffected_for_the_turn_by_an_effect_12_5_1(actions: str, retired: bool) -> None:
    """「そのターン中、そのユニットは相手のカードの効果の影響を受けない」 in an effect (11.3.1.2):
    for the turn, the opponent's effect cannot choose it (12.5.1: it stays); without it, it is
    retired; its own fighter's effect still retires it."""
    from tests.ruling.boards import vg_run

    r = vg_run(UNAFFECTED_BOARD + actions)
    assert not unsupported(r)
    assert (zone_names(r, "B", "drop") == ["槍兵"]) is retired
    if actions.startswith(GIVE):
        assert {"12.5.1", "11.3.1.2"} <= cited(r)


# ------------------------------------------------------------------ ‘(名称)状態’ with the name quoted (5.2.2)

STATE_COND = "【永】【(R)】：VWHOが“天界の守護者”状態なら、このユニットのパワー＋5000。"


def _state_board(vanguard_more: str, who: str, actions: str, phase: str = "battle") -> Any:
    from tests.ruling.boards import vg_run

    text = STATE_COND.replace("VWHO", who)
    body = (
        "players:\n  A:\n"
        f"    vanguard: {{name: 竜, type: normal, grade: 3, power: 13000{vanguard_more}}}\n"
        f'    left_front: {{name: 甘味, type: normal, grade: 2, power: 10000, text: "{text}"}}\n'
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
        f"actions:\n{actions}"
    )
    return vg_run(body, phase)


ATTACK = "  - {do: attack, attacker: left_front, target: vanguard}\n"


@pytest.mark.parametrize(("more", "hits"), ((", groups: [天界の守護者]", True), ("", False)))
def test_a_quoted_state_name_in_a_condition_5_2_2(more: str, hits: bool) -> None:
    """「あなたのヴァンガードが“天界の守護者”状態なら」: the state named in quotes (5.2.2.1 prints
    its names so), read as 「邪竜解放状態」 is — the vanguard in it (given by the scenario), the
    10000 rear-guard gets +5000 and hits a 15000 vanguard; not in it, it does not."""
    r = _state_board(more, "あなたのヴァンガード", ATTACK)
    assert not unsupported(r)
    assert (len(zone_names(r, "B", "damage")) == 1) is hits


@pytest.mark.parametrize("put", (True, False))
def test_a_quoted_state_put_by_an_effect_5_2_2_2(put: bool) -> None:
    """「…を１枚選び、そのターン中、“天界の守護者”状態にする」 puts the chosen unit in the state
    (5.2.2.2); its own 「このユニットが“天界の守護者”状態なら」 then holds; without it, not."""
    give = (
        "  - {do: resolve_text, player: A, text: 'あなたのリアガードを１枚選び、そのターン中、"
        "“天界の守護者”状態にする。'}\n"
    )
    r = _state_board("", "このユニット", (give if put else "") + ATTACK, "main")
    assert not unsupported(r)
    assert (len(zone_names(r, "B", "damage")) == 1) is put


# ------------------------------------------------------------------ 元々の in a condition (5.1.3)

ORIGINAL = "【永】【(R)】：このユニットの元々のパワーが10000以上なら、このユニットのパワー＋5000。"
PLUS_1000 = (
    "  - {do: resolve_text, player: A, text: 'あなたのリアガードを１枚選び、そのターン中、"
    "パワー＋1000。'}\n"
)


def _original_board(text: str, power: int, before: str = "") -> Any:
    from tests.ruling.boards import vg_run

    body = (
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 甘味, type: normal, grade: 2, power: {power}, text: "{text}"}}\n'
        "    deck: 10\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 15000}\n    deck: 10\n"
        f"actions:\n{before}  - {{do: attack, attacker: left_front, target: vanguard}}\n"
    )
    return vg_run(body, "main" if before else "battle")


@pytest.mark.parametrize(("power", "hits"), ((10000, True), (9000, False)))
def test_an_original_power_condition_5_1_3(power: int, hits: bool) -> None:
    """「このユニットの元々のパワーが10000以上なら」: the printed 10000 meets it (+5000, the attack on
    a 15000 vanguard hits); a printed 9000 does not."""
    r = _original_board(ORIGINAL, power)
    assert not unsupported(r)
    assert (len(zone_names(r, "B", "damage")) == 1) is hits


def test_the_original_power_is_not_the_power_now_5_1_3() -> None:
    """A printed 9000 raised to 10000 by an effect: its original power is still 9000 (5.1.3), the
    condition is not met and it does not hit; the neighbour on the power now 「パワーが10000以上
    なら」 is met and hits."""
    r = _original_board(ORIGINAL, 9000, PLUS_1000)
    assert not unsupported(r)
    assert zone_names(r, "B", "damage") == []
    now = ORIGINAL.replace("元々のパワー", "パワー")
    r = _original_board(now, 9000, PLUS_1000)
    assert not unsupported(r)
    assert len(zone_names(r, "B", "damage")) == 1
