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


# ------------------------------------------------------------------ a trigger icon printed (2.8.1)

FRONT_TEXT = (
    "【前】（トリガーで出たら、あなたの前列のユニットすべてを、そのターン中、パワー＋10000！）"
)


def _checked(card: str) -> object:
    """The vanguard's attack, A's deck's top card ``card`` drive checked."""
    return run("", actions=ATTACK, deck=f"[{card}, {LIGHT}, 8]")


def test_a_trigger_icon_printed_as_text_is_the_cards_icon_2_8_1() -> None:
    """「【前】（トリガーで出たら、…）」: the card's trigger icon printed on a line of its own (2.8.1),
    its trigger ability the icon's (11.10.1, 11.10.2.8; the reminder has no effect) — drive
    checked, the front trigger gives A's front-row units +10000 (剣士 10000 -> 20000), as the
    same card given ``trigger: front`` does; with no icon printed nor given, nothing (11.10.2.1)."""
    from tests.ruling.test_vg_constructions import value

    printed = f'{{name: 前衛, type: trigger, grade: 0, text: "{FRONT_TEXT}"}}'
    r = _checked(printed)
    assert not unsupported(r) and value(r, "power") == 20000
    given = _checked("{name: 前衛, type: trigger, grade: 0, trigger: front}")
    assert value(given, "power") == 20000
    bare = _checked("{name: 前衛, type: trigger, grade: 0}")
    assert not unsupported(bare) and value(bare, "power") == 10000


def test_trigger_icons_by_character_or_name() -> None:
    """The icon printed by its character or its name, with or without 「トリガー」 (11.10.2.x:
    「テキスト中では…で表されます」): 【☆】 【クリティカル】 【クリティカルトリガー】 are one icon; the
    draw trigger 【引】 drawn on a board (the drive-checked card and one more card in the hand).
    【スタンド】 alone (the stand state's word) stays refused as a line."""
    want = _program("【☆】")
    for other in ("【クリティカル】", "【クリティカルトリガー】", "【☆】（トリガーで出たら…！）"):
        assert _program(other) == want, other
    assert _program("【醒】") == _program("【スタンドトリガー】")
    assert _program("【治】") != want
    draw = '{name: 引き, type: trigger, grade: 0, text: "【引】（トリガーで出たら、１枚引く！）"}'
    r = _checked(draw)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山2", "引き"]
    assert not _one("【スタンド】").supported


# ------------------------------------------------------------------ 「AではなくB」 of a count (11.3.1.3.5)

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
HURT = "[{name: 傷, type: normal, grade: 1}]"


def test_a_draws_count_replaced_11_3_1_3_5() -> None:
    """「１枚引く。Xなら、１枚ではなく２枚引く。」: the count of the draw before it replaced when X
    holds as it is done (11.3.1.3, 11.3.1.3.5) — a damage card: 山1 and 山2 drawn; none: 山1
    alone. 「１枚ではなく２枚。」 (the count alone) is the same program; 「２枚まで」 (another
    bound) stays refused."""
    text = "【起】【(R)】：１枚引く。あなたのダメージゾーンが１枚以上なら、１枚ではなく２枚引く。"
    r = run(text, actions=ACTIVATE, damage=HURT)
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["山1", "山2"]
    step = next(s for s in r.main.trace.steps if "11.3.1.3.5" in s.clauses)
    assert "ではなく" in step.ja
    none = run(text, actions=ACTIVATE)
    assert not unsupported(none) and zone(none, "A", "hand") == ["山1"]
    assert _program(text) == _program(text.replace("２枚引く。", "２枚。"))
    assert not _one(text.replace("２枚引く", "２枚まで引く")).supported


def test_a_keyword_actions_count_replaced_by_a_count_alone() -> None:
    """「【ソウルチャージ】(1)。Xなら、(1)ではなく(2)。」: 「(N)」 alone replaces the count of the
    nearest step before it said in 「(N)」 — a charge or a blast (7.27.1, 11.3.1.3.5): a damage
    card, two cards put into the soul (山1, 山2); none, one. After 「【ソウルチャージ】(1)し、１枚
    引く」 it is still the charge's (one card drawn besides); 「１枚ではなく２枚」 after the
    charge, and 「(2)ではなく(3)」 (no step of that count), stay refused."""
    text = "【起】【(R)】：【ソウルチャージ】(1)。あなたのダメージゾーンが１枚以上なら、(1)ではなく(2)。"
    r = run(text, actions=ACTIVATE, damage=HURT)
    assert not unsupported(r) and sorted(zone(r, "A", "soul")) == ["山1", "山2"]
    none = run(text, actions=ACTIVATE)
    assert not unsupported(none) and zone(none, "A", "soul") == ["山1"]
    both = text.replace("(1)。", "(1)し、１枚引く。")
    rb = run(both, actions=ACTIVATE, damage=HURT)
    assert not unsupported(rb) and sorted(zone(rb, "A", "soul")) == ["山1", "山2"]
    assert len(zone(rb, "A", "hand")) == 1
    for energy in ("エネルギーチャージ", "カウンターチャージ", "ソウルブラスト"):
        assert _one(text.replace("ソウルチャージ", energy)).supported, energy
    # 「…する。…なら、(1)ではなく(2)する。」: the verb said, the same replacement
    said = text.replace("(1)。", "(1)する。").replace("(2)。", "(2)する。")
    assert _program(said) == _program(text)
    assert not _one(text.replace("(1)ではなく(2)", "１枚ではなく２枚")).supported
    assert not _one(text.replace("(1)ではなく(2)", "(2)ではなく(3)")).supported


# ------------------------------------------------------------------ 「Xから登場した」 (7.17.2)

SOUL_CALL = "【起】【(R)】：あなたのソウルから１枚選び、(R)にコールする。"
SOUL = "soul: [{name: 魂, type: normal, grade: 1, power: 8000}]"
PICK = "choices:\n  - {player: A, choose: 魂}\n  - {player: A, at: circle, choose: right_front}"
VANGUARD = '{name: 竜, type: normal, grade: 3, power: 13000, text: "TEXT"}'
CALL_THEN_ATTACK = ACTIVATE + "\n  - {do: attack, attacker: right_front, target: vanguard}"


def _soul_unit_attacks(vtext: str) -> object:
    """魂 (8000) called from the soul to A's right front circle by 剣士's ability, then attacking
    B's vanguard 騎士 (13000): it hits only with +5000 or more."""
    vg = VANGUARD.replace("TEXT", vtext)
    return run(SOUL_CALL, actions=CALL_THEN_ATTACK, vanguard=vg, extra=SOUL, choices=PICK)


def test_units_described_by_the_zone_they_appeared_from_7_17_2() -> None:
    """「あなたのソウルから登場したリアガードすべてのパワー＋5000」: a unit described by the zone
    of the 登場 that put it on its circle (7.17.1, 7.17.2) — 魂 called from the soul by 剣士's
    ability gets +5000 (8000 -> 13000) and its attack on 騎士 (13000) hits; the same text naming
    the drop does not apply to it and the attack does not hit; the variants 「…から登場している」
    and 「…から(R)に登場した」 read the same. 「このターンに…から登場した」 stays the turn's history
    (``Sel.did``), as before."""
    text = "【永】【(V)】：あなたのソウルから登場したリアガードすべてのパワー＋5000。"
    r = _soul_unit_attacks(text)
    assert not unsupported(r) and zone(r, "A", "field.right_front") == ["魂"]
    assert len(zone(r, "B", "damage")) == 1
    other = _soul_unit_attacks(text.replace("ソウルから", "ドロップから"))
    assert not unsupported(other) and zone(other, "B", "damage") == []
    for variant in ("ソウルから登場している", "ソウルから(R)に登場した"):
        assert _one(text.replace("ソウルから登場した", variant)).supported, variant
        assert (
            len(
                zone(_soul_unit_attacks(text.replace("ソウルから登場した", variant)), "B", "damage")
            )
            == 1
        )
    turn = "【起】【(V)】：このターンに山札から登場したあなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
    did = _program(turn).steps[0].target  # type: ignore[attr-defined]
    assert did.did and not did.states


def test_the_chosen_unit_appeared_from_a_zone_a_condition() -> None:
    """「選んだユニットがソウルから登場しているなら、＋5000ではなく＋10000」: the unit the ability
    chose (``acted:choose``), its 登場 from that zone (7.17.2) — 「…登場している」 read as 「…登場
    していた」. 魂, called from the soul, chosen by 竜's ability: +10000 (18000, its attack on a
    15000 vanguard hits); the same text naming the drop: +5000 (13000, no hit)."""
    text = (
        "【起】【(V)】：あなたのリアガードを１枚選び、そのターン中、パワー＋5000。"
        "選んだユニットがソウルから登場しているなら、＋5000ではなく＋10000。"
    )
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: activate, card: 竜}]}"
        "\n  - {do: attack, attacker: right_front, target: vanguard}"
    )
    pick = PICK + "\n  - {player: A, choose: 魂}"
    strong = "{name: 騎士, grade: 3, power: 15000}"

    def attack(t: str) -> object:
        vg = VANGUARD.replace("TEXT", t)
        return run(SOUL_CALL, actions=acts, vanguard=vg, extra=SOUL, choices=pick, opponent=strong)

    r = attack(text)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    other = attack(text.replace("ソウルから", "ドロップから"))
    assert not unsupported(other) and zone(other, "B", "damage") == []
