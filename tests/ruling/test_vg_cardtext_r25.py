"""VG card-text constructions of round 25 (issue 12: families of card language, not one card's
wording), each on a minimal text of its own and a board, with variants a different writer could
print and the neighbour that must not change (docs/cardtext.md, "VG round 25")."""

from __future__ import annotations

from ruling import abilities as A
from ruling.rules import get_game
from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"
HEAVY = '{name: 重, type: normal, grade: 3, text: "TEXT"}'
LIGHT = "{name: 山2, type: normal, grade: 2}"


def _one(text: str) -> A.Ability:
    get_game("vg")
    (ab,) = A._abilities("vg", text, "Normal Unit")
    return ab


def _program(text: str) -> object:
    ab = _one(text)
    assert ab.supported, ab.reason
    return ab.program


# ------------------------------------------------------------------ a card out in a check (7.16.1)


def test_this_card_out_in_a_check_whose_fighter_is_unsaid_10_6_1_2_3() -> None:
    """「このカードがドライブチェックで出た時」 (no fighter named): a check puts its master's own
    deck's top card (10.6.1.2.3, 13.6.3), so this card comes out only in its master's check —
    read as 「このカードがあなたのドライブチェックで出た時」. Checked by the vanguard's attack it
    draws (重 and 山2 in the hand); under 山2 it is not checked and nothing is drawn. The
    variants 「…で公開された時」 「…でトリガーゾーンに置かれた時」 「あなたの…で公開された時」 are
    the same event."""
    text = "【自】：このカードがドライブチェックで出た時、１枚引く。"
    card = HEAVY.replace("TEXT", text)
    r = run("", actions=ATTACK, deck=f"[{card}, {LIGHT}, 8]")
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "重"]
    under = run("", actions=ATTACK, deck=f"[{LIGHT}, {card}, 8]")
    assert not unsupported(under) and zone(under, "A", "hand") == ["山2"]
    same = _program(text.replace("ドライブチェック", "あなたのドライブチェック"))
    assert _program(text).trigger == same.trigger  # type: ignore[attr-defined]
    for other in (
        "ドライブチェックで公開された時",
        "ドライブチェックでトリガーゾーンに置かれた時",
        "あなたのドライブチェックで公開された時",
    ):
        variant = text.replace("ドライブチェックで出た時", other)
        assert _program(variant).trigger == same.trigger, other  # type: ignore[attr-defined]


def test_this_card_out_in_a_damage_check_unsaid_is_the_masters() -> None:
    """「このカードがダメージチェックで出た時 / 公開された時」: the same reading for a damage check
    (13.6.3) — the trigger is of A's damage check, as 「あなたのダメージチェックで」."""
    text = "【自】：このカードがダメージチェックで出た時、１枚引く。"
    want = _program(text.replace("ダメージチェック", "あなたのダメージチェック"))
    assert _program(text).trigger == want.trigger  # type: ignore[attr-defined]
    assert want.trigger.means == "damage_check" and want.trigger.owner == "you"  # type: ignore[attr-defined]
    revealed = text.replace("出た時", "公開された時")
    assert _program(revealed).trigger == want.trigger  # type: ignore[attr-defined]


def test_a_description_out_in_a_check_whose_fighter_is_unsaid_stays_refused() -> None:
    """The neighbour that must not change: 「ドライブチェックでグレード３が出た時」 — a described
    card, whose check not said and not following from the card: refused, reported."""
    for text in (
        "【自】【(V)】：ドライブチェックでグレード３が出た時、１枚引く。",
        "【自】【(V)】：ドライブチェックでトリガーユニットが出なかった時、１枚引く。",
        "【自】：ノーマルユニットがドライブチェックで公開された時、１枚引く。",
    ):
        ab = _one(text)
        assert not ab.supported and ab.reason, text


def test_a_fighter_putting_out_a_card_in_a_check_is_the_same_event() -> None:
    """「あなたがドライブチェックでグレード３を出した時」 (出す, the fighter as subject): the same
    event as 「あなたのドライブチェックでグレード３が出た時」 (7.16.1). On 剣士 (R): 重 (grade 3)
    checked by the vanguard's attack draws 山2; 山2 (grade 2) checked draws nothing. 相手が /
    ダメージチェック read the same way."""
    text = "【自】【(R)】：あなたがドライブチェックでグレード３を出した時、１枚引く。"
    passive = "【自】【(R)】：あなたのドライブチェックでグレード３が出た時、１枚引く。"
    assert _program(text) == _program(passive)
    heavy = HEAVY.replace("TEXT", "")
    r = run(text, actions=ATTACK, deck=f"[{heavy}, {LIGHT}, 8]")
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "重"]
    light = run(text, actions=ATTACK, deck=f"[{LIGHT}, {heavy}, 8]")
    assert not unsupported(light) and zone(light, "A", "hand") == ["山2"]
    theirs = text.replace("あなたがドライブ", "相手がダメージ")
    want = passive.replace("あなたのドライブ", "相手のダメージ")
    assert _program(theirs) == _program(want)


def test_nothing_of_a_description_out_in_a_check() -> None:
    """「あなたのドライブチェックでグレード３が出なかった時」: a check puts one card (10.6.1.2.3),
    so none of the description came out of it when the card it put is not one — the card
    checked, described 「グレード３以外」. 山2 (grade 2) checked draws (重 drawn); 重 checked
    draws nothing. The variants 「このユニットのドライブチェックで」 and 「あなたがドライブチェックで
    トリガーユニットを出さなかった時」 run; 「１枚も出なかった時」 (a count over the checks) stays
    refused."""
    text = "【自】【(R)】：あなたのドライブチェックでグレード３が出なかった時、１枚引く。"
    heavy = HEAVY.replace("TEXT", "")
    r = run(text, actions=ATTACK, deck=f"[{LIGHT}, {heavy}, 8]")
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "重"]
    hit = run(text, actions=ATTACK, deck=f"[{heavy}, {LIGHT}, 8]")
    assert not unsupported(hit) and zone(hit, "A", "hand") == ["重"]
    not_out = text.replace("グレード３が出なかった", "グレード３以外が出た")
    assert _program(text) == _program(not_out)
    for ok in (
        "【自】【(V)】：このユニットのドライブチェックでトリガーユニットが出なかった時、１枚引く。",
        "【自】【(V)】：あなたがドライブチェックでトリガーユニットを出さなかった時、１枚引く。",
    ):
        assert _one(ok).supported, ok
    counted = text.replace("グレード３が出なかった", "グレード３が１枚も出なかった")
    assert not _one(counted).supported
