"""VG card-text constructions of round 16 (issue 12: recurring card language, not one card's
wording), each on a minimal text of its own and a board (docs/cardtext.md, "VG round 16")."""

from __future__ import annotations

from tests.ruling.boards import unsupported
from tests.ruling.boards import vg_one_card as _me
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE as act
from tests.ruling.test_vg_constructions import run

CALL = "  - {do: main_phase, actions: [{do: call, card: 新兵, circle: left_back}]}"
BACK = "left_back: {name: 後衛, type: normal, grade: 1}"


def test_appearing_on_a_circle_another_unit_is_on_6_2_3_4() -> None:
    """「このユニットが(他の)ユニットのいる(R)に登場した時」: it appeared on a circle a unit other
    than it was on — called over that unit, which the call retires (6.2.3.4). Called over 後衛
    it triggers (one card drawn, 後衛 retired to the drop); called to an empty circle it does
    not; 「他のユニットのいる」 reads the same."""
    text = "【自】：このユニットがユニットのいる(R)に登場した時、１枚引く。"
    r = run("", actions=CALL, hand=_me(text), extra=BACK)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    assert zone(r, "A", "drop") == ["後衛"] and zone(r, "A", "field.left_back") == ["新兵"]
    empty = run("", actions=CALL, hand=_me(text))
    assert not unsupported(empty) and zone(empty, "A", "hand") == []
    other = text.replace("ユニットのいる", "他のユニットのいる")
    assert zone(run("", actions=CALL, hand=_me(other), extra=BACK), "A", "hand") == ["山1"]
    assert zone(run("", actions=CALL, hand=_me(other)), "A", "hand") == []


def test_appearing_over_a_unit_by_an_ability() -> None:
    """「このユニットがあなたのカードの能力で他のユニットのいる(R)に登場した時」: the means is the
    appearance's (the grammar hangs it on いる): a call by the fighter (a normal call, 6.2.2.1)
    over a unit does not trigger it; a call by an ability of the fighter's card over a unit does,
    and the same call to an empty circle does not."""
    text = (
        "【自】：このユニットがあなたのカードの能力で他のユニットのいる(R)に登場した時、１枚引く。"
    )
    r = run("", actions=CALL, hand=_me(text), extra=BACK)
    assert not unsupported(r) and zone(r, "A", "hand") == []
    caller = "【起】【(R)】：あなたの手札から１枚選び、(R)にコールする。"
    pick = "choices:\n  - {player: A, choose: 新兵}\n  - {player: A, at: circle, choose: CIRCLE}"
    hit = run(
        caller, actions=act, hand=_me(text), extra=BACK, choices=pick.replace("CIRCLE", "left_back")
    )
    assert not unsupported(hit) and zone(hit, "A", "field.left_back") == ["新兵"]
    assert zone(hit, "A", "hand") == ["山1"]
    miss = run(
        caller,
        actions=act,
        hand=_me(text),
        extra=BACK,
        choices=pick.replace("CIRCLE", "right_back"),
    )
    assert zone(miss, "A", "field.right_back") == ["新兵"] and zone(miss, "A", "hand") == []


def test_a_circle_described_otherwise_stays_refused() -> None:
    """A circle described by whose units are on it (「相手のユニットのいる」) is not this
    construction: refused, reported."""
    from ruling import abilities as A
    from ruling.rules import get_game

    get_game("vg")
    text = "【自】：このユニットが相手のユニットのいる(R)に登場した時、１枚引く。"
    (ab,) = A._abilities("vg", text, "Normal Unit")
    assert not ab.supported and ab.reason


def test_one_of_keyword_actions_joined_by_ka_11_8_4() -> None:
    """「【ソウルチャージ】(1)か【カウンターブラスト】(1)。」: one of the keyword actions, the
    master's pick when the instruction comes (11.8.4), as 「AするかBする」 — item 1 puts the
    deck's top card into the soul, item 2 turns the damage face down instead; 「１枚引き、…」
    before it is done as well."""
    text = "【起】【(R)】：１枚引き、【ソウルチャージ】(1)か【カウンターブラスト】(1)。"
    damage = "[{name: 傷, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, at: mode, choose: 'WHICH'}"

    def face_up(r: object) -> list[bool]:
        return [c.face_up for c in r.main.final.players["A"].zones["damage"]]  # type: ignore[attr-defined]

    soul = run(text, actions=act, damage=damage, choices=pick.replace("WHICH", "1"))
    assert not unsupported(soul) and zone(soul, "A", "hand") == ["山1"]
    assert zone(soul, "A", "soul") == ["山2"] and face_up(soul) == [True]
    blast = run(text, actions=act, damage=damage, choices=pick.replace("WHICH", "2"))
    assert not unsupported(blast) and zone(blast, "A", "soul") == [] and face_up(blast) == [False]


def test_appeared_there_by_an_ability_7_17_2() -> None:
    """「…の能力で(R)に登場したなら」: both — the trigger's 登場 put this unit on that circle, and
    an ability of a card so described made it (7.17.2). Called by the vanguard's ability: one
    card drawn; by a rear-guard's ability: none."""
    text = "【自】：このユニットが(R)に登場した時、あなたのヴァンガードの能力で(R)に登場したなら、１枚引く。"
    caller = "【起】：あなたの手札から１枚選び、(R)にコールする。"
    pick = "choices:\n  - {player: A, choose: 新兵}\n  - {player: A, at: circle, choose: left_back}"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{caller}"}}'
    by_vg = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
    r = run("", actions=by_vg, vanguard=vg, hand=_me(text), choices=pick)
    assert not unsupported(r) and zone(r, "A", "field.left_back") == ["新兵"]
    assert zone(r, "A", "hand") == ["山1"]
    rg = run(caller, actions=act, hand=_me(text), choices=pick)
    assert not unsupported(rg) and zone(rg, "A", "field.left_back") == ["新兵"]
    assert zone(rg, "A", "hand") == []


def test_v_series_cost_items_joined_by_ampersand() -> None:
    """V-series 【コスト】[【カウンターブラスト】(1)&手札から１枚捨てる]: two items, as the D series'
    「【カウンターブラスト】(1)，手札から１枚捨てる」 — the counter blast (7.24.1: a face-up damage
    card turned face down) and the discard, both paid before the effect. With no face-up damage
    the cost cannot be paid: the ability does nothing and the hand card stays."""
    text = (
        "【起】【(R)】：【コスト】[【カウンターブラスト】(1)&手札から１枚捨てる]ことで、１枚引く。"
    )
    damage = "[{name: 傷, type: normal, grade: 1}]"
    hand = "[{name: 札, type: normal, grade: 1}]"
    pick = "choices:\n  - {player: A, choose: 札}"
    r = run(text, actions=act, damage=damage, hand=hand, choices=pick)
    assert not unsupported(r) and zone(r, "A", "drop") == ["札"]
    assert zone(r, "A", "hand") == ["山1"]
    assert [c.face_up for c in r.main.final.players["A"].zones["damage"]] == [False]
    unpaid = run(text, actions=act, hand=hand, choices=pick)
    assert zone(unpaid, "A", "hand") == ["札"] and zone(unpaid, "A", "drop") == []


def test_soul_charge_as_a_cost_7_27_1() -> None:
    """V-series 【コスト】[【ソウルチャージ】(2)]: the act the keyword names (7.27.1, 7.27.2.1), paid
    as the D series' 「山札の上から２枚をソウルに置く」 — the deck's top two cards into the soul
    before the effect; with one card in the deck the cost cannot be paid and nothing is done.
    【カウンターチャージ】 in a cost stays refused."""
    from ruling import abilities as A
    from ruling.rules import get_game

    text = "【起】【(R)】：【コスト】[【ソウルチャージ】(2)]することで、１枚引く。"
    r = run(text, actions=act)
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["山1", "山2"]
    assert len(zone(r, "A", "hand")) == 1
    short = run(text, actions=act, deck="[{name: 山1, type: normal, grade: 1}]")
    assert zone(short, "A", "soul") == [] and zone(short, "A", "hand") == []
    get_game("vg")
    other = text.replace("ソウルチャージ】(2)", "カウンターチャージ】(1)")
    (ab,) = A._abilities("vg", other, "Normal Unit")
    assert not ab.supported and ab.reason


def test_revealed_by_a_drive_check_10_6_1_2_3() -> None:
    """V-series 「このユニットがドライブチェックで公開された時」: this card put face up into the
    trigger zone by a drive check (10.6.1.2.3: its master's own deck's top card) — the
    vanguard's attack checks it and it draws (the checked card and 山2 in the hand); the same
    card under 山2 is not checked and draws nothing. 「ノーマルユニットが…公開された時」 (whose check
    unsaid) stays refused."""
    from ruling import abilities as A
    from ruling.rules import get_game

    text = "【自】：このユニットがドライブチェックで公開された時、１枚引く。"
    card = f'{{name: 重, type: normal, grade: 3, text: "{text}"}}'
    attack = "  - {do: attack, attacker: vanguard, target: vanguard}"
    r = run("", actions=attack, deck=f"[{card}, {{name: 山2, type: normal, grade: 2}}, 8]")
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "重"]
    under = run("", actions=attack, deck=f"[{{name: 山2, type: normal, grade: 2}}, {card}, 8]")
    assert not unsupported(under) and zone(under, "A", "hand") == ["山2"]
    get_game("vg")
    other = text.replace("このユニット", "ノーマルユニット")
    (ab,) = A._abilities("vg", other, "Normal Unit")
    assert not ab.supported and ab.reason


def test_units_where_they_are_before_a_name() -> None:
    """V-series 「あなたの(R)にいる「竜」を含むユニット」: the clause saying where the units are
    (いる, as 「あなたの(R)の」) describes the units, not the name the grammar hangs it on — 竜騎 on
    the master's (R) is chosen and gets +5000; with no such rear-guard the vanguard 竜, whose
    name contains 竜, is not on (R) and nothing is chosen."""
    from tests.ruling.test_vg_constructions import value

    text = "【起】【(R)】：あなたの(R)にいる「竜」を含むユニットを１枚選び、そのターン中、パワー＋5000。"
    knight = "left_back: {name: 竜騎, type: normal, grade: 1, power: 8000}"
    pick = "choices:\n  - {player: A, choose: 竜騎}"
    r = run(text, actions=act, extra=knight, choices=pick)
    assert not unsupported(r) and value(r, "power", where="field.left_back") == 13000
    alone = run(text, actions=act)
    assert not unsupported(alone) and value(alone, "power", where="field.vanguard") == 13000


def test_guard_call_prohibited_in_the_battle_this_unit_attacks() -> None:
    """V-series 【永】「このユニットがアタックしたバトル中、相手はグレード１以上のカードを手札から(G)
    にコールできない」: the prohibition (1.3.3 over 10.5.1.2.2) applies while its condition holds
    — 剣士 attacking, the opponent's grade 1 大盾 is refused and the attack hits, the grade 0
    小盾 guards; the same text on the vanguard, 剣士 attacking, does not apply and 大盾 guards."""
    from tests.ruling.test_vg_constructions import guarded_attack

    ban = "このユニットがアタックしたバトル中、相手はグレード１以上のカードを手札から(G)にコールできない。"
    r = guarded_attack("【永】【(R)】：" + ban, "大盾")
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    assert zone(r, "B", "hand") == ["大盾", "小盾"]
    small = guarded_attack("【永】【(R)】：" + ban, "小盾")
    assert zone(small, "B", "damage") == [] and zone(small, "B", "hand") == ["大盾"]
    other = guarded_attack("", "大盾", vtext="【永】【(V)】：" + ban)
    assert not unsupported(other) and zone(other, "B", "damage") == []
    assert zone(other, "B", "hand") == ["小盾"]
