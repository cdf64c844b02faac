"""VG card-text constructions of round 26 (issue 12: families of card language, not one card's
wording), each on a minimal text of its own and a board, with variants a different writer could
print and the neighbour that must not change (docs/cardtext.md, "VG round 26")."""

from __future__ import annotations

from typing import Any

from ruling import abilities as A
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported, vg_card_board
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ACTIVATE, run, value


def _one(text: str) -> A.Ability:
    get_game("vg")
    (ab,) = A._abilities("vg", text, "Normal Unit")
    return ab


def _program(text: str) -> Any:
    ab = _one(text)
    assert ab.supported, ab.reason
    return ab.program


# ------------------------------------------------------------------ imaginary gift icon (2.13.2)

GIFT_RIDE = """game: vg
title: t
turn: {player: A, number: 5, first_player: A}
players:
  A:
    vanguard: {name: 小竜, grade: 2, power: 10000}
    hand: [{name: 加速竜, type: normal, grade: 3, power: 13000, text: "TEXT"}]
    deck: [{name: 引いた札, type: normal, grade: 1, power: 8000}, 9]
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
  - {do: ride_phase, card: 加速竜}
choices:
  - {player: A, at: gift_kind, choose: "2"}
"""


def _ride(text: str) -> Any:
    return resolve(loads(GIFT_RIDE.replace("TEXT", text), "t.yaml"))


def test_a_gift_icon_printed_as_a_line_is_carried_out_on_the_ride_2_13_2() -> None:
    """「イマジナリーギフト:アクセル」 on a line of its own: the card's gift icon (2.13.2.3), as the
    rules name it (16.3.1.1's example). Riding it carries out the accel gift (6.3.7, 16.3.1):
    Accel II adds a circle and draws a card (16.3.1.5.1, 16.3.1.5.4)."""
    r = _ride("イマジナリーギフト：アクセル")
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["引いた札"]
    assert {"6.3.7", "16.3.1", "2.13.2", "2.13.2.3"} <= cited(r)


def test_gift_icon_variants_are_the_same_icon() -> None:
    """Variants a writer could print: a half-width colon, the name in a label with the crown
    after it, a reminder after the crown, a gift line before an ability on the same card."""
    want = ("gift:accel",)
    for text in (
        "イマジナリーギフト:アクセル",
        "【イマジナリーギフト】アクセル",
        "イマジナリーギフト：アクセル（このカードにライドした時、アクセルを得る）",
    ):
        assert _program(text).icons == want, text
    assert _program("イマジナリーギフト：フォース").icons == ("gift:force",)
    assert _program("イマジナリーギフト：プロテクト").icons == ("gift:protect",)
    get_game("vg")
    two = A._abilities(
        "vg",
        "イマジナリーギフト：フォース\n【永】【(V)】：このユニットのパワー＋5000。",
        "Normal Unit",
    )
    assert [a.supported for a in two] == [True, True]
    r = _ride("イマジナリーギフト：アクセル\\n【永】【(V)】：このユニットのパワー＋5000。")
    assert not unsupported(r) and zone(r, "A", "hand") == ["引いた札"]


def test_a_card_without_the_gift_line_gets_no_gift_and_an_unknown_crown_is_refused() -> None:
    """The neighbours: the same ride without the line gives no gift (nothing drawn); a crown type
    the rules do not define (16.2.1.1) is refused by name, never guessed."""
    r = _ride("【永】【(V)】：このユニットのパワー＋5000。")
    assert not unsupported(r) and zone(r, "A", "hand") == []
    ab = _one("イマジナリーギフト：ストライド")
    assert not ab.supported and "ストライド" in ab.reason


# ------------------------------------------------------------------ 「…に属する」 (2.3.2, 2.14.1)

ACT = "  - {do: main_phase, actions: [{do: activate, card: 剣士, from: field.left_front}]}"
DROP = (
    "[{name: 聖, type: normal, clan: 聖騎士}, {name: 影, type: normal, clan: 影騎士},"
    " {name: 金, type: normal, clan: 金騎士}]"
)


def _take(belongs: str, drop: str = DROP) -> list[str]:
    """The cards 「あなたのドロップから（belongs）カードを１枚選び、手札に加える」 can take: every
    choice the ruling offers (a branch per card when several fit)."""
    text = f"【起】【(R)】：あなたのドロップから{belongs}カードを１枚選び、手札に加える。"
    r = run(text, actions=ACT, drop=drop)
    assert not unsupported(r), unsupported(r)
    got = set()
    for line in (r.main, *getattr(r, "branches", ())):
        got |= set(zone_of(line, "A", "hand"))
    return sorted(got)


def zone_of(line: Any, player: str, where: str) -> list[str]:
    return [c.name for c in line.final.players[player].zones[where]]


def test_one_of_two_clans_it_belongs_to_is_either_not_both() -> None:
    """「《A》か《B》に属するカード」 / 「《A》または《B》に属する」: a card of one of them (before,
    read as belonging to both: nothing fitted). The card of neither is never taken."""
    for link in ("か", "または"):
        got = _take(f"《聖騎士》{link}《金騎士》に属する")
        assert got and set(got) <= {"聖", "金"}, (link, got)
    assert _take("《聖騎士》に属する") == ["聖"]  # the neighbour: one clan, unchanged


def test_a_card_that_does_not_belong_and_the_progressive_forms() -> None:
    """「《A》に属さない」 / 「属していない」 (属する's negative, printed as 属す's): a card of another
    clan; 「属している」: as 「属する」 (a state)."""
    for neg in ("《聖騎士》に属さない", "《聖騎士》に属していない"):
        got = _take(
            neg, "[{name: 聖, type: normal, clan: 聖騎士}, {name: 影, type: normal, clan: 影騎士}]"
        )
        assert got == ["影"], (neg, got)
    assert _take("《聖騎士》に属している") == ["聖"]


def test_a_condition_on_what_the_vanguard_belongs_to() -> None:
    """「あなたのヴァンガードが《A》か《B》に属するなら」 / 「…に属さないなら」 / 「…に属していない
    なら」: met by a vanguard of either clan / of neither."""
    gain = "、このユニットのパワー＋5000。"
    vg = "{name: 竜, type: normal, grade: 3, power: 13000, clan: CLAN}"
    cases = [
        ("あなたのヴァンガードが《聖騎士》か《金騎士》に属するなら", "金騎士", 15000),
        ("あなたのヴァンガードが《聖騎士》か《金騎士》に属するなら", "影騎士", 10000),
        ("あなたのヴァンガードが《聖騎士》に属さないなら", "影騎士", 15000),
        ("あなたのヴァンガードが《聖騎士》に属さないなら", "聖騎士", 10000),
        ("あなたのヴァンガードが《聖騎士》に属していないなら", "聖騎士", 10000),
        ("あなたのヴァンガードが《聖騎士》に属しているなら", "聖騎士", 15000),
    ]
    for cond, clan, want in cases:
        r = run("【永】【(R)】：" + cond + gain, vanguard=vg.replace("CLAN", clan))
        assert not unsupported(r), cond
        assert value(r, "power") == want, (cond, clan)


def test_units_of_a_clan_at_a_place() -> None:
    """「あなたのリアガードに《A》に属するユニットがいるなら」: 属する's own 「に」 follows the place's
    (the grammar hangs both on the clause): the place is where the units are; with 「属さない…
    がいないなら」 every rear-guard is of the clan."""
    gain = "、このユニットのパワー＋5000。"

    def unit(clan: str) -> str:
        return f"right_front: {{name: 槍, type: normal, grade: 3, power: 10000, clan: {clan}}}"

    some = "【永】【(R)】：あなたのリアガードに《金騎士》に属するユニットがいるなら" + gain
    r = run(some, extra=unit("金騎士"))
    assert not unsupported(r) and value(r, "power") == 15000
    assert value(run(some, extra=unit("影騎士")), "power") == 10000
    every = "【永】【(R)】：あなたのリアガードに《金騎士》に属さないユニットがいないなら" + gain
    r2 = run(every, extra=unit("影騎士"))  # 剣士 (no clan given) and 槍 are not of it
    assert not unsupported(r2) and value(r2, "power") == 10000


# ------------------------------------------------------------------ 「…は《X》にも属する」 (2.2.3.1)


def test_a_card_that_also_belongs_to_a_clan_is_found_by_it_2_2_3_1() -> None:
    """【永】「このカードは《金騎士》にも属する」 (2.2.3.1: an effect adding the clan; no zone: it
    works in the drop, 11.4.4.1): a card of 影騎士 with it is taken by 「《金騎士》に属するカード」;
    the same card without the line is not (the neighbour). The choice cites 2.2.3.1."""
    also = (
        '{name: 影, type: normal, clan: 影騎士, text: "【永】：このカードは《金騎士》にも属する。"}'
    )
    text = "【起】【(R)】：あなたのドロップから《金騎士》に属するカードを１枚選び、手札に加える。"
    r = run(text, actions=ACT, drop=f"[{also}]")
    assert not unsupported(r) and zone(r, "A", "hand") == ["影"]
    assert "2.2.3.1" in cited(r)
    bare = run(text, actions=ACT, drop="[{name: 影, type: normal, clan: 影騎士}]")
    assert not unsupported(bare) and zone(bare, "A", "hand") == []
    # it keeps its own clan (added, not replaced)
    own = text.replace("《金騎士》", "《影騎士》")
    assert zone(run(own, actions=ACT, drop=f"[{also}]"), "A", "hand") == ["影"]


def test_a_card_that_belongs_to_one_clan_only_under_a_condition() -> None:
    """【永】「あなたのヴァンガードが《聖騎士》のみに属するなら、このカードは《聖騎士》のみに属する」:
    with such a vanguard the card is of 聖騎士 alone (not of its own 影騎士); with another vanguard
    it keeps its own."""
    only = (
        '{name: 影, type: normal, clan: 影騎士, text: "【永】：あなたのヴァンガードが《聖騎士》のみに'
        '属するなら、このカードは《聖騎士》のみに属する。"}'
    )
    take = "【起】【(R)】：あなたのドロップから《聖騎士》に属するカードを１枚選び、手札に加える。"
    knight = "{name: 竜, type: normal, grade: 3, power: 13000, clan: 聖騎士}"
    other = "{name: 竜, type: normal, grade: 3, power: 13000, clan: 影騎士}"
    r = run(take, actions=ACT, drop=f"[{only}]", vanguard=knight)
    assert not unsupported(r) and zone(r, "A", "hand") == ["影"]
    shadow = take.replace("《聖騎士》", "《影騎士》")
    r2 = run(shadow, actions=ACT, drop=f"[{only}]", vanguard=knight)
    assert zone(r2, "A", "hand") == []  # no longer of its own clan
    r3 = run(take, actions=ACT, drop=f"[{only}]", vanguard=other)
    assert zone(r3, "A", "hand") == []


def test_belonging_variants_and_the_refused_neighbours() -> None:
    """Variants: 「このユニットは《A》と《B》にも属する」 (both added), a description as the topic
    (「あなたのリアガードすべては…」). Refused by name: 「…に属する」 with neither も nor のみ (whether
    the card keeps its own clan is not said), 「《A》か《B》にも属する」."""
    both = _program("【永】：このユニットは《聖騎士》と《金騎士》にも属する。")
    assert dict(both.steps[0].detail)["traits"] == ("聖騎士", "金騎士")
    rears = _program("【永】【(V)】：あなたのリアガードすべては《金騎士》にも属する。")
    assert rears.steps[0].target.kinds == ("rearguard",)
    for text in (
        "【永】：このカードは《金騎士》に属する。",
        "【永】：このカードは《聖騎士》か《金騎士》にも属する。",
    ):
        ab = _one(text)
        assert not ab.supported and "属する" in ab.reason, text


# ------------------------------------------------------------------ 「…選ばれない」 (7.50.2)


def test_not_chosen_in_the_passive_is_the_choice_prohibition_7_50_2() -> None:
    """「このユニットは相手のカードの効果で選ばれない」: the passive of 「…で選べない」 — an opponent's
    「相手のリアガードを１枚選び、退却させる」 does not offer it (only 弓兵 is retired, no branch).
    Variants: 「選ばれず、パワー＋5000」 (continuative), in an effect for a period 「そのターン中、
    そのユニットは…選ばれない」; each the same op as its 「選べない」 form. The neighbour: with no
    means (「このユニットは選ばれない」) it stays refused."""
    guard = "【永】【(R)】：このユニットは相手のカードの効果で選ばれない。"
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
    assert zone(r, "B", "field.right_front") == ["槍兵"] and zone(r, "B", "drop") == ["弓兵"]
    assert "7.50.2" in cited(r)
    for passive in (
        guard,
        "【永】【(R)】：このユニットは相手のカードの効果で選ばれず、パワー＋5000。",
        "【自】：このユニットが(R)に登場した時、あなたのリアガードを１枚選び、そのターン中、"
        "そのユニットは相手のカードの効果で選ばれない。",
    ):
        active = passive.replace("選ばれず", "選べず").replace("選ばれない", "選べない")
        assert _program(passive).steps == _program(active).steps, passive
    assert not _one("【永】【(R)】：このユニットは選ばれない。").supported


# ------------------------------------------------------------------ prohibitions of attack (1.3.3)

AT_V = "  - {do: attack, attacker: left_front, target: vanguard}"
AT_R = "  - {do: attack, attacker: left_front, target: right_front}"


def test_an_attack_prohibited_on_the_opponents_vanguard_with_its_owner_said() -> None:
    """「このユニットは相手のヴァンガードにアタックできない」: a unit attacks its opponent's units
    only (10.4.1.6), so 「相手の」 adds nothing — the same prohibition as 「ヴァンガードに」: the
    attack on B's vanguard is not declared, on its rear-guard it is. 「相手のリアガードすべては、
    あなたのヴァンガードに…」 (the units' opponent said from the master's side) reads the same way;
    「そのユニットは相手のヴァンガードに…」 (a chosen unit of either side) is refused."""
    text = "【永】【(R)】：このユニットは相手のヴァンガードにアタックできない。"
    r = run(text, actions=AT_V)
    assert not unsupported(r) and r.main.rejected
    ok = run(text, actions=AT_R)
    assert not unsupported(ok) and not ok.main.rejected
    plain = _program(text.replace("相手のヴァンガード", "ヴァンガード"))
    assert _program(text).steps == plain.steps
    theirs = _program(
        "【永】【(V)】：相手のリアガードすべては、あなたのヴァンガードにアタックできない。"
    )
    assert theirs.steps[0].stat == "attack:vanguard"
    chosen = (
        "【自】：このユニットが(R)に登場した時、相手のリアガードを１枚選び、そのターン中、"
        "そのユニットは相手のヴァンガードにアタックできない。"
    )
    assert not _one(chosen).supported


def test_two_actions_with_mo_are_each_prohibited() -> None:
    """「このユニットはアタックもブーストもできない」: each action prohibited, as 「アタックできず、
    ブーストできない」 (1.3.3) — its attack is not declared. Variants: the other order, a
    bracketed verb 【インターセプト】, in an effect for a period on a chosen unit."""
    text = "【永】【(R)】：このユニットはアタックもブーストもできない。"
    r = run(text, actions=AT_V)
    assert not unsupported(r) and r.main.rejected
    both = [(op.verb, op.stat) for op in _program(text).steps]
    assert both == [("ban", "attack"), ("ban", "boost")]
    other = _program(text.replace("アタックもブーストも", "ブーストもアタックも"))
    assert [op.stat for op in other.steps] == ["boost", "attack"]
    bracket = _program("【永】【(R)】：このユニットはアタックも【インターセプト】もできない。")
    assert [op.stat for op in bracket.steps] == ["attack", "intercept"]
    timed = _program(
        "【自】：このユニットが(R)に登場した時、相手のリアガードを１枚選び、そのターン中、"
        "そのユニットはアタックもインターセプトもできない。"
    )
    assert [(op.stat, op.until) for op in timed.steps[1:]] == [
        ("attack", "turn"),
        ("intercept", "turn"),
    ]
    # the neighbour: one action alone is unchanged
    assert [
        op.stat for op in _program("【永】【(R)】：このユニットはアタックできない。").steps
    ] == ["attack"]


# ------------------------------------------------------------------ a player's action barred (1.3.3)


def test_a_player_barred_from_playing_orders_for_the_turn() -> None:
    """「そのターン中、あなたはオーダーをプレイできない」 (an effect): the order played after it is
    not played (1.3.3; the play, 11.8.2), before it (no activation) it is. Variants on the same
    reader: 「相手は…」, 「あなたはライドできない」, 「そのバトル中、相手はインターセプトできない」
    (the one it had before), 「次の相手のターン終了時まで、…」. Refused by name: orders described
    (「ノーマルオーダーを」), and a continuous ability's (the prohibition while it applies is not
    run this way)."""
    text = "【起】【(R)】：そのターン中、あなたはオーダーをプレイできない。"
    hand = '[{name: 指令, type: order, grade: 1, text: "１枚引く。"}]'
    acts = (
        "  - {do: main_phase, actions: [{do: activate, card: 剣士}, {do: play_order, card: 指令}]}"
    )
    r = run(text, actions=acts, hand=hand)
    assert not unsupported(r) and r.main.rejected
    assert zone(r, "A", "hand") == ["指令"] and "1.3.3" in cited(r)
    free = run(
        text, actions="  - {do: main_phase, actions: [{do: play_order, card: 指令}]}", hand=hand
    )
    assert not unsupported(free) and zone(free, "A", "hand") == ["山1"]
    ops = {
        "そのターン中、相手はオーダーをプレイできない": ("play_order", "opponent", "turn"),
        "そのターン中、あなたはライドできない": ("ride", "you", "turn"),
        "そのバトル中、相手はインターセプトできない": ("intercept", "opponent", "battle"),
        "次の相手のターン終了時まで、相手はオーダーをプレイできない": (
            "play_order",
            "opponent",
            "opponent_next_turn",
        ),
    }
    for said, want in ops.items():
        (op,) = _program(f"【起】【(R)】：{said}。").steps
        assert (op.stat, op.performer, op.until) == want, said
    for refused in (
        "【起】【(R)】：そのターン中、相手はノーマルオーダーをプレイできない。",
        "【永】【(V)】：相手はオーダーをプレイできない。",
    ):
        assert not _one(refused).supported, refused


# ------------------------------------------------------------------ from the back row (10.4.1.8)


def _from_back(text: str, target: str) -> Any:
    """剣士 on A's left back circle with ``text`` attacks B's ``target``."""
    act = f"  - {{do: attack, attacker: left_back, target: {target}}}"
    src = vg_card_board(text, act).replace("left_front: {name: 剣士", "left_back: {name: 剣士")
    return resolve(loads(src, "t.yaml"))


def test_a_back_row_attack_on_rear_guards_only_10_4_1_8() -> None:
    """「このユニットは後列からリアガードにアタックできる」 (10.4.1.8's own example): from the back
    row it attacks B's rear-guard, not B's vanguard. Variants: 「後列からでも相手のリアガードに」,
    an effect for the turn. The neighbours: 「後列からアタックできる」 (either), no text (neither);
    「後列からヴァンガードに」 is refused (the runtime keeps rear-guards only)."""
    text = "【永】【(R)】：このユニットは後列からリアガードにアタックできる。"
    rear = _from_back(text, "right_front")
    assert not unsupported(rear) and not rear.main.rejected
    assert _from_back(text, "vanguard").main.rejected
    anyone = "【永】【(R)】：このユニットは後列からアタックできる。"
    assert not _from_back(anyone, "vanguard").main.rejected
    assert _from_back("", "right_front").main.rejected
    same = _program(text).steps
    assert _program(text.replace("からリアガード", "からでも相手のリアガード")).steps == same
    timed = _program(
        "【自】：このユニットが(R)に登場した時、そのターン中、このユニットは後列からリアガードに"
        "アタックできる。"
    )
    assert dict(timed.steps[0].detail) == {"only": "rearguard"}
    assert not _one(text.replace("リアガードに", "ヴァンガードに")).supported


def test_in_the_back_row_even_so_it_attacks() -> None:
    """「このユニットは後列にいてもアタックできる」: as 「後列からでもアタックできる」 (10.4.1.3
    overridden, 1.3.1) — from the left back circle it attacks B's vanguard. Variants: a comma
    after 「いても」, 「…インターセプトできる」 (the back-row intercept, 14.4.2), an effect for the
    turn. 「後列にいてもブーストできる」 (a boost is made from the back row anyway) stays refused."""
    text = "【永】【(R)】：このユニットは後列にいてもアタックできる。"
    r = _from_back(text, "vanguard")
    assert not unsupported(r) and not r.main.rejected
    same = _program("【永】【(R)】：このユニットは後列からでもアタックできる。").steps
    assert _program(text).steps == same
    assert _program(text.replace("いても", "いても、")).steps == same
    icp = _program("【永】【(R)】：このユニットは後列にいてもインターセプトできる。")
    assert [op.verb for op in icp.steps] == ["intercept_from_back"]
    timed = _program(
        "【自】：このユニットが(R)に登場した時、そのターン中、このユニットは後列にいてもアタックできる。"
    )
    assert [(op.verb, op.until) for op in timed.steps] == [("back_row_attack", "turn")]
    assert not _one("【永】【(R)】：このユニットは後列にいてもブーストできる。").supported


def test_the_opponents_units_cannot_attack_this_unit() -> None:
    """B's vanguard 「相手のユニットはこのユニットにアタックできない」: no unit of A may attack it —
    it is not attacked, as 「このユニットはアタックされない」 (1.3.3, 10.4.1.6): A's attack on it is
    refused, on B's rear-guard it is made. Variants: 「相手のユニットすべては」, 「相手は」, an
    effect for the turn. 「相手のリアガードは…」 (the vanguard could still attack it) is refused."""
    foe = '{name: 騎士, grade: 3, power: 13000, text: "TEXT"}'
    text = "【永】：相手のユニットはこのユニットにアタックできない。"
    r = run("", actions=AT_V, opponent=foe.replace("TEXT", text))
    assert not unsupported(r) and r.main.rejected
    ok = run("", actions=AT_R, opponent=foe.replace("TEXT", text))
    assert not unsupported(ok) and not ok.main.rejected
    same = _program("【永】：このユニットはアタックされない。").steps
    assert _program(text).steps == same
    for said in ("相手のユニットすべては", "相手は"):
        assert _program(text.replace("相手のユニットは", said)).steps == same, said
    timed = _program(
        "【自】：このユニットが(R)に登場した時、そのターン中、相手のユニットはこのユニットに"
        "アタックできない。"
    )
    assert [(op.stat, op.until) for op in timed.steps] == [("attacked", "turn")]
    assert not _one(text.replace("相手のユニットは", "相手のリアガードは")).supported


# ------------------------------------------------------------------ places and counts, other words


def test_cards_described_by_the_zone_they_are_in_with_aru() -> None:
    """「あなたのドロップにある「聖」を含むカード」: 「ある」, where the cards are, as 「いる」 is for
    units (「あなたの(R)にいる…」) and as 「あなたのドロップの…」 — the card of the drop is taken.
    Variants: the owner after the place (「ドロップにあるあなたのカード」), a count per cards there
    (「あなたのソウルにあるカード１枚につき」), a condition on their number."""
    text = "【起】【(R)】：あなたのドロップにある「聖」を含むカードを１枚選び、手札に加える。"
    drop = "[{name: 聖騎, type: normal}, {name: 影, type: normal}]"
    r = run(text, actions=ACT, drop=drop)
    assert not unsupported(r) and zone(r, "A", "hand") == ["聖騎"]
    plain = _program(text.replace("ドロップにある", "ドロップの")).steps
    assert _program(text).steps == plain
    after = "【起】【(R)】：ドロップにあるあなたの「聖」を含むカードを１枚選び、手札に加える。"
    assert _program(after).steps == plain
    per = _program(
        "【永】【(V)】：あなたのソウルにあるカード１枚につき、このユニットのパワー＋2000。"
    )
    assert per.steps[0].per.zones == ("soul",)
    cond = _program(
        "【永】【(V)】：あなたのソウルにある「聖」を含むカードが３枚以上なら、このユニットのパワー＋2000。"
    )
    assert cond.cond is not None


def test_per_the_number_of_units_so_described() -> None:
    """「あなたのリアガードの枚数につき、このユニットのパワー＋2000」 / 「…の数につき」: per card so
    described, as 「あなたのリアガード１枚につき」 (12.7.1) — 剣士 with one more rear-guard gets
    +4000. 「あなたの手札の枚数につき」 (a zone's) is unchanged; 「その枚数につき」 of no cards said
    stays refused."""
    text = "【永】【(R)】：あなたのリアガードの枚数につき、このユニットのパワー＋2000。"
    extra = "right_front: {name: 槍, type: normal, grade: 1, power: 8000}"
    r = run(text, extra=extra)
    assert not unsupported(r) and value(r, "power") == 14000
    one = _program(text.replace("の枚数", "１枚")).steps
    assert _program(text).steps == one
    assert _program(text.replace("の枚数", "の数")).steps == one
    hand = _program("【永】【(R)】：あなたの手札の枚数につき、このユニットのパワー＋2000。")
    assert hand.steps[0].per.zones == ("hand",)
    assert not _one("【永】【(R)】：その枚数につき、このユニットのパワー＋2000。").supported


def test_a_condition_on_the_number_said_with_kazu() -> None:
    """「あなたのリアガードの数が２以上なら」: 「の数」 as 「の枚数」 (the cards counted) — 剣士 and one
    more rear-guard meet it (+2000), 剣士 alone does not. Variants: a zone's (「手札の数」), an exact
    number, a comparison with the other player's (「…の数より多いなら」)."""
    text = "【永】【(R)】：あなたのリアガードの数が２以上なら、このユニットのパワー＋2000。"
    extra = "right_front: {name: 槍, type: normal, grade: 1, power: 8000}"
    r = run(text, extra=extra)
    assert not unsupported(r) and value(r, "power") == 12000
    assert value(run(text), "power") == 10000
    same = _program(text.replace("の数が２以上", "の枚数が２枚以上"))
    assert _program(text).cond == same.cond
    for other in (
        "あなたの手札の数が５以上",
        "あなたのリアガードの数が５",
        "あなたのリアガードの数が相手のリアガードの数より多い",
    ):
        assert _one(text.replace("あなたのリアガードの数が２以上", other)).supported, other
