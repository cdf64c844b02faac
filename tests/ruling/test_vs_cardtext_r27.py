"""vs card-text constructions of round 27 (s23vs, issue 12), each on a minimal text of its own run
on a board, with the neighbour that must not change.

A choice of effects (2.14.8 「{ } によってくられた技効果は…複数の中から選択可能な技効果を表します」,
8.13.3 「解決時にどの効果を解決するか選択し、その効果を実行します。選択されなかった効果はなにも行な
いません。複数を選択する場合、表記されている順で効果を実行します」): 「以下から1つを選ぶ。{A}{B}」 in
every wording a reader of 2.14.8 would print — 「以下から」「次の中から」「以下の中から」「以下を1つ
行う」, the items in braces on the line or under 「・」 on lines of their own, N of M — read as the
shared ``modes`` step."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

USE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 3000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%(effect)s"}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices: [%(choices)s]
ask: [千早.ap, 美希.ap, 美希.dp, A.hand]
"""

DRAW = "あなたは1枚引く。"
MINUS = "相手のリングのカードを選び、このターン中、-1000/-0。"
PLUS = "このターン中、あなたのリングのカードを選び、+1000/+0。"


def _run(effect: str, *picks: str) -> object:
    choices = ", ".join(f'{{player: A, at: mode, choose: "{p}"}}' for p in picks)
    r = resolve(loads(USE % {"effect": effect.replace("\n", "\\n"), "choices": choices}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


def _ability(text: str):
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    return _abilities("vs", text, None)


# the wordings of one choice of two effects a writer could print (2.14.8): the source 「以下から」
# / 「次の中から」 / 「以下の中から」, the subject 「あなたは」, 「以下を1つ行う」, the items in
# braces (with or without a space between them) or under 「・」 on lines of their own
ONE_OF_TWO = [
    f"以下から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}",
    f"次の中から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}",
    f"以下の中から1つを選ぶ。{{{DRAW}}} {{{MINUS}}}",
    f"あなたは以下から1つを選ぶ。{{{DRAW}}}{{{MINUS}}}",
    f"以下を1つ行う。{{{DRAW}}}{{{MINUS}}}",
    f"以下から1つを選ぶ。\n・{DRAW}\n・{MINUS}",
]


@pytest.mark.parametrize("effect", ONE_OF_TWO)
def test_the_effect_chosen_is_done_and_the_other_is_not(effect: str) -> None:
    """8.13.3: the second chosen — 美希 -1000/-0, no card drawn; the first chosen — a card drawn,
    美希 unchanged."""
    abs_ = _ability(f"[ベンチ][このカードをレストする]{effect}")
    assert len(abs_) == 3 and all(a.supported for a in abs_), abs_
    second = _run(effect, MINUS)
    assert second.outcome["state"]["美希.ap"] == 1000  # type: ignore[attr-defined]
    assert second.outcome["state"]["A.hand"] == 0  # type: ignore[attr-defined]
    assert {"2.14.8", "8.13.3"} <= set(second.decided_by)  # type: ignore[attr-defined]
    first = _run(effect, DRAW)
    assert first.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert first.outcome["state"]["A.hand"] == 1  # type: ignore[attr-defined]


def test_two_of_three_are_done_in_the_order_printed() -> None:
    """「以下から2つを選ぶ」 of three (8.13.3: several chosen are done in the order printed, 8.13.3.1
    none twice): the draw and the +1000 chosen (in the other order) — both done, 美希 unchanged."""
    effect = f"以下から2つを選ぶ。{{{DRAW}}}{{{MINUS}}}{{{PLUS}}}"
    r = _run(effect, PLUS, DRAW)
    assert r.outcome["state"]["A.hand"] == 1  # type: ignore[attr-defined]
    assert r.outcome["state"]["千早.ap"] == 3000  # type: ignore[attr-defined]
    assert r.outcome["state"]["美希.ap"] == 2000  # type: ignore[attr-defined]
    assert "8.13.3.1" in r.decided_by  # type: ignore[attr-defined]


def test_an_icon_in_braces_is_not_an_item() -> None:
    """The neighbour: 「{cancel}」 (an icon, 2.14.1) after a sentence stays the technique's mark,
    and a brace inside a sentence is no list."""
    (a,) = _ability("[ベンチ]{cancel}[このカードを控え室に置く]相手の技をキャンセルする。")
    assert a.supported
    abs_ = _ability("[リング]このカードがアタックした時、あなたは1枚引く。")
    assert len(abs_) == 1 and abs_[0].supported


def test_an_item_that_cannot_run_is_reported() -> None:
    """Unsupported is never silent: an item the compiler refuses makes the technique refused, its
    items reported with it."""
    abs_ = _ability(
        "[ベンチ][このカードをレストする]以下から1つを選ぶ。{あなたは1枚引く。}{相手は星を数える。}"
    )
    assert len(abs_) == 3
    assert not abs_[0].supported and abs_[0].reason


# ------------- replacement effects of another card's event (8.2.1.3.2, 8.10.1): 「[領域]<カード>が
# リタイヤ置場に置かれる時、かわりに[選択]してよい。（そうしたら、<カード>はリングに残る。）」 — the card
# the event names: このカード, or each card of the master's ring a description names (「あなたの
# リングのカード」, 「あなたのリングの“称号”名前」, 「あなたのリングの《X》のカード」); its cause
# (「相手の技によって」: only an event a technique of that player causes, never the attack's own)

RETIRED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のリングのカードを選び、相手のリタイヤ置場に置く。"}}
  B:
    deck: 10
    hand: 0
    energy: 2
    ring: {name: 美希, ap: 2000, dp: 3000, title: 双子の妹, attribute: 魔法, text: "%(ring)s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(bench)s"}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices: [{player: B, at: replacement_optional, choose: %(yes)s}]
ask: [美希.zone, 律子.zone]
"""

# the variants a writer could print: the card named by its zone, by its name with its title, by
# an attribute; 「かわりに、」 with a comma; 「あなたは…自分の控え室に」; with and without
# 「そうしたら、…はリングに残る」
STAND_IN = [
    "[ベンチ]あなたのリングのカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。",
    "[ベンチ]あなたのリングのカードがリタイヤ置場に置かれる時、かわりに、このカードを控え室に置いてよい。",
    "[ベンチ]あなたのリングの“双子の妹”美希がリタイヤ置場に置かれる時、かわりにあなたはこのカードを自分の控え室に置いてよい。そうしたら、“双子の妹”美希はリングに残る。",
    "[ベンチ]あなたのリングの《魔法》のカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。そうしたら、そのカードはリングに残る。",
    "[ベンチ]相手の技によってあなたのリングのカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。",
]


def _retired(ring: str = "", bench: str = "", yes: str = "yes") -> dict[str, object]:
    r = resolve(loads(RETIRED % {"ring": ring, "bench": bench, "yes": yes}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize("text", STAND_IN)
def test_a_bench_card_goes_in_the_ring_cards_place(text: str) -> None:
    """8.10.1: 美希 is not put in the retire zone; 律子 goes to the waiting room instead (the
    selection, 8.2.1.3.2); declined, the event happens (8.10.1 not applied)."""
    assert all(a.supported for a in _ability(text)), _ability(text)
    assert _retired(bench=text) == {"美希.zone": "B.ring", "律子.zone": "B.waiting"}
    assert _retired(bench=text, yes="no") == {"美希.zone": "B.retire", "律子.zone": "B.bench.left"}


@pytest.mark.parametrize(
    "text",
    [
        # another title, another attribute: 美希 is not the card named
        "[ベンチ]あなたのリングの“双子の姉”美希がリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。",
        "[ベンチ]あなたのリングの《剣技》のカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。",
        # written for the ring: 律子 on the bench has it not in force (8.1.1.4)
        "[リング]あなたのリングのカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。",
        # the cause named is the master's own technique: 春香's is the opponent's
        "[ベンチ]あなたの技によってあなたのリングのカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。",
    ],
)
def test_the_neighbours_that_do_not_replace(text: str) -> None:
    assert _retired(bench=text) == {"美希.zone": "B.retire", "律子.zone": "B.bench.left"}


def test_the_selection_of_the_ring_cards_own_replacement() -> None:
    """「相手の技によってこのカードが…置かれる時、かわりに…エネルギーを2枚選び、レストしてよい。そう
    したら、このカードはリングに残る」 on 美希 itself: two energy rested, 美希 stays."""
    text = "[リング]相手の技によってこのカードがリタイヤ置場に置かれる時、かわりにあなたは自分のエネルギーを2枚選び、レストしてよい。そうしたら、このカードはリングに残る。"
    assert _retired(ring=text)["美希.zone"] == "B.ring"


ATTACKED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 4000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
choices: [{player: B, at: replacement_optional, choose: yes}]
ask: [美希.zone, 律子.zone]
"""


def test_the_cause_named_is_a_technique_not_the_attack() -> None:
    """7.1.5.4 retires 美希 by the attack's damage, not by a technique: 「相手の技によって」 does
    not apply (律子 stays). Without the cause named it does — 律子 goes to the waiting room, 美希
    is not put in the retire zone by the attack — but 美希 keeps its damage (nothing removed it),
    so the next check timing's rule process puts it there (a new event, 8.10.2.3; 律子, gone, no
    longer replaces it)."""
    caused = "[ベンチ]相手の技によってあなたのリングのカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。"
    plain = "[ベンチ]あなたのリングのカードがリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。"
    r = resolve(loads(ATTACKED % caused))
    assert r.outcome["state"] == {"美希.zone": "B.retire", "律子.zone": "B.bench.left"}  # type: ignore[attr-defined]
    r = resolve(loads(ATTACKED % plain))
    assert r.outcome["state"] == {"美希.zone": "B.retire", "律子.zone": "B.waiting"}  # type: ignore[attr-defined]
    steps = r.main.trace.steps  # type: ignore[attr-defined]
    assert any("置換効果" in s.ja and "行われず" in s.ja for s in steps)


# ------------- [行動B] after the selection, not a put (8.2.1.3.2 「そうしたら、[行動B]する」): the
# card stays (8.10.1.1) and its damage is removed, so the rule process does not put it there next

HEALED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 4000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: %(hand)s
    ring: {name: 美希, ap: 2000, dp: 3000, work: 怪盗クロノス, text: "%(ring)s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(bench)s"}}
actions:
  - {do: attack, support: 春香}
choices: [{player: B, at: replacement_optional, choose: yes}]
ask: [美希.zone, 美希.damage, 律子.zone, B.hand]
"""

# the variants: this card's own event with a hand card as the selection (「あなたの手札を1枚」,
# 「手札を2枚」), a bench card chosen, 「ダメージをすべて取り除く」 / 「受けたダメージをすべて取り除
# く」 / 「受けているダメージを0にする」
SELF_HEALED = [
    (
        "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたの手札を1枚控え室に置いてよい。そうしたら、このカードのダメージをすべて取り除く。",
        0,
    ),
    (
        "[リング]このカードがリタイヤ置場に置かれる時、かわりに手札を2枚控え室に置いてよい。そうしたら、このカードが受けたダメージをすべて取り除く。",
        -1,
    ),
    (
        "[リング]このカードがリタイヤ置場に置かれる時、かわりにあなたは自分の手札を1枚選び、控え室に置いてよい。そうしたら、このカードの受けているダメージを0にする。",
        0,
    ),
]


@pytest.mark.parametrize(("text", "left"), SELF_HEALED)
def test_the_card_stays_and_its_damage_is_removed(text: str, left: int) -> None:
    assert all(a.supported for a in _ability(text))
    r = resolve(
        loads(HEALED % {"hand": "[{name: 手札一}, {name: 手札二}]", "ring": text, "bench": ""})
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert (st["美希.zone"], st["美希.damage"], st["B.hand"]) == ("B.ring", 0, 1 + left)
    assert "8.2.1.3.2" in r.decided_by  # type: ignore[attr-defined]


def test_without_the_selection_the_card_is_retired() -> None:
    """The neighbour: no hand card — the selection cannot be made in full, the replacement does
    not apply (8.10.3)."""
    text = SELF_HEALED[0][0]
    r = resolve(loads(HEALED % {"hand": "0", "ring": text, "bench": ""}))
    assert r.outcome["state"]["美希.zone"] == "B.retire"  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "[ベンチ]あなたのリングの『怪盗クロノス』がリタイヤ置場に置かれる時、かわりにこのカードを控え室に置いてよい。そうしたら、そのカードのダメージをすべて取り除く。",
        "[ベンチ]あなたのリングのカードがリタイヤ置場に置かれる時、かわりに、このカードを控え室に置いてよい。そうしたら、そのカードのダメージをすべて取り除く。",
    ],
)
def test_a_bench_card_takes_the_ring_cards_place_and_heals_it(text: str) -> None:
    """「そのカード」 in [行動B] is the card of the event (the ring card): 律子 goes to the waiting
    room, 美希 stays with no damage."""
    r = resolve(loads(HEALED % {"hand": "0", "ring": "", "bench": text}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert (st["美希.zone"], st["美希.damage"], st["律子.zone"]) == ("B.ring", 0, "B.waiting")


# ------------- 「（このカード|このカードのアタック）はパートナーブロックされない」: the passive of
# 「相手はパートナーブロックできない」 said of this card's attack (7.1.4.2, 1.3.3)

BLOCK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    retire: 0
    hand: [{name: 伊織, title: お嬢様}]
    ring: {name: 美希, ap: 2000, dp: 3000, partner_name: 伊織, partner_title: お嬢様}
actions:
  - {do: attack, support: 春香%s}
ask: [美希.zone, 伊織.zone]
"""

NOT_BLOCKED = [
    "[リング]このカードはパートナーブロックされない。",
    "[リング]このカードのアタックはパートナーブロックされない。",
    "[リング](このカードはパートナーブロックされない)",
    "[リング]このカードがアタックした時、このアタック中、このカードのアタックはパートナーブロックされない。",
]


@pytest.mark.parametrize("text", NOT_BLOCKED)
def test_this_cards_attack_is_not_partner_blocked(text: str) -> None:
    """伊織 could block (7.1.4.2); the prohibition wins (1.3.3): 3000 damage retires 美希; a block
    asked for is refused."""
    r = resolve(loads(BLOCK % (text, "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"美希.zone": "B.retire", "伊織.zone": "B.hand"}  # type: ignore[attr-defined]
    assert "7.1.4.2" in r.decided_by  # type: ignore[attr-defined]
    r = resolve(loads(BLOCK % (text, ", partner_block: 伊織")))
    assert r.outcome.get("rejected") is True  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "",
        # another prohibition on this card (7.1.3.2.1), not of a partner block
        "[リング]このカードはアタックされない。",
    ],
)
def test_the_block_is_made_when_nothing_prohibits_it(text: str) -> None:
    r = resolve(loads(BLOCK % (text, ", partner_block: 伊織")))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "伊織.zone": "B.waiting"}  # type: ignore[attr-defined]


def test_the_defenders_own_text_does_not_prohibit_its_block() -> None:
    """「このカードはパートナーブロックされない」 on 美希 (the card attacked, not attacking): B may
    still block 千早's attack."""
    text = BLOCK.replace(
        "partner_title: お嬢様}",
        'partner_title: お嬢様, text: "[リング]このカードはパートナーブロックされない。"}',
    )
    r = resolve(loads(text % ("", ", partner_block: 伊織")))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "伊織.zone": "B.waiting"}  # type: ignore[attr-defined]


def test_written_for_the_bench_it_is_refused() -> None:
    (a,) = _ability("[ベンチ]このカードはパートナーブロックされない。")
    assert not a.supported and "outside the ring" in a.reason


def test_a_one_shot_for_the_turn_is_refused_by_name() -> None:
    """「このターン中、…このカードのアタックはパートナーブロックされない」 used before the attack:
    which attacks it reaches is not read — refused, never run as doing nothing."""
    (a,) = _ability(
        "[リング][手札を2枚控え室に置く]このターン中、このカードは+3000/+0され、このカードのアタックはパートナーブロックされない。"
    )
    assert not a.supported and "パートナーブロックされない" in a.reason


# ------------- a put into a bench frame (3.3.3.2, 3.3.3.5): 「（空いている）ベンチに置く」 — a frame of
# its owner's bench the master picks; 「空いている」 only a frame with no card, none: not done

BENCHED = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    energy: 4
    ring: {name: 千早, ap: 2000, dp: 3000, text: "%(ring)s"}
    bench: %(bench)s
    waiting: [{name: 律子, ap: 1000, dp: 1000, text: "%(waiting)s"}, {name: 伊織, ap: 1000, dp: 1000}]
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: %(user)s}]
choices: [%(choices)s]
ask: [律子.zone, 伊織.zone]
"""

TWO_FREE = "{left: {name: 春香, ap: 1000, dp: 1000}}"
NONE_FREE = (
    "{left: {name: 春香, ap: 1000, dp: 1000}, center: {name: 真, ap: 1000, dp: 1000},"
    " right: {name: 雪歩, ap: 1000, dp: 1000}}"
)


def _benched(
    ring: str = "", waiting: str = "", bench: str = TWO_FREE, user: str = "律子", choices: str = ""
) -> dict:
    r = resolve(
        loads(
            BENCHED
            % {"ring": ring, "waiting": waiting, "bench": bench, "user": user, "choices": choices}
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize(
    "text",
    [
        "[控え室][エネルギーを3枚レストする]このカードをあなたの空いているベンチに置く。",
        "[控え室][エネルギーを3枚レストする]このカードを空いているベンチに置く。",
        "[控え室][エネルギーを3枚レストする]このカードをベンチに置く。",
    ],
)
def test_this_card_from_the_waiting_room_to_the_frame_picked(text: str) -> None:
    pick = "{player: A, at: bench_frame, choose: right}"
    assert _benched(waiting=text, choices=pick)["律子.zone"] == "A.bench.right"


@pytest.mark.parametrize(
    "text",
    [
        "[リング][エネルギーを2枚レストする]あなたは自分の控え室のカードを1枚選び、空いているベンチに置く。",
        "[リング][エネルギーを2枚レストする]自分の控え室のカードを1枚選び、自分の空いているベンチに置く。",
    ],
)
def test_a_card_chosen_to_the_frame_picked(text: str) -> None:
    picks = "{player: A, at: choose, choose: 伊織}, {player: A, at: bench_frame, choose: center}"
    st = _benched(ring=text, user="千早", choices=picks)
    assert st["伊織.zone"] == "A.bench.center"


def test_no_empty_frame_nothing_is_put() -> None:
    """3.3.3.5: every frame holds a card — 「空いているベンチ」 names none, 律子 stays (1.3.2)."""
    text = "[控え室][エネルギーを3枚レストする]このカードを空いているベンチに置く。"
    assert _benched(waiting=text, bench=NONE_FREE)["律子.zone"] == "A.waiting"


def test_a_put_in_the_bench_in_a_state_is_read_since_round_28() -> None:
    """「ベンチにレスト状態で置く」: the state named is read since round 28 (4.9.1.4; on a board in
    ``test_vs_cardtext_r28.py``); a state the bench put does not take stays refused."""
    (a,) = _ability("[控え室][エネルギーを3枚レストする]このカードをベンチにレスト状態で置く。")
    assert a.supported, a.reason
    (b,) = _ability("[控え室][エネルギーを3枚レストする]このカードをベンチにリバース状態で置く。")
    assert not b.supported and "state" in b.reason


def test_a_draw_after_the_selection() -> None:
    """「かわりにエネルギーを2枚レストしてよい。そうしたら、あなたは1枚引く。」: 美希, put there by
    春香's technique, is not (8.10.1), two energy rested, then B draws one (8.2.1.3.2)."""
    text = "[リング]このカードがリタイヤ置場に置かれる時、かわりにエネルギーを2枚レストしてよい。そうしたら、あなたは1枚引く。"
    r = resolve(
        loads(
            RETIRED.replace("ask: [美希.zone, 律子.zone]", "ask: [美希.zone, B.hand]")
            % {"ring": text, "bench": "", "yes": "yes"}
        )
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"美希.zone": "B.ring", "B.hand": 1}  # type: ignore[attr-defined]


# ------------- 「…の技（属性）は追加で《X》になる」 of every card a phrase names (2.15.2): a zone's
# cards (「カードすべて」 as 「カード」), 「他の」 (this card left out), 「あなたのすべてのカード」 (every
# zone), 「技属性」 as 「技」, 「このカードの技」 as 「このカード」 — read where 《X》 is read (2.15.1)

GRANTED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%(ring)s"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "%(left)s"}
      right: {name: 真, ap: 1000, dp: 1000, text: "%(right)s"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
ask: [千早.ap, 律子.dp, 真.dp]
"""
READS_RING = "[ベンチ]あなたのリングの《機械》のカードを+1000/+0。"
READS_BENCH = "[リング]あなたのベンチの《機械》のカードを+0/+1000。"


def _granted(ring: str = "", left: str = "", right: str = "") -> dict[str, int]:
    r = resolve(loads(GRANTED % {"ring": ring, "left": left, "right": right}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize(
    "grant",
    [
        "[ベンチ]あなたのリングのカードの技属性は追加で《機械》になる。",
        "[ベンチ]あなたのリングのカードの技は追加で《機械》になる。",
        "[ベンチ]あなたのすべてのカードの技は、追加で《機械》になる。",
        "[ベンチ]すべてのプレイヤーのリングのカードの技は追加で《機械》になる。",
    ],
)
def test_the_ring_card_holds_the_attribute_granted(grant: str) -> None:
    assert _granted(left=READS_RING, right=grant)["千早.ap"] == 3000


def test_this_cards_techniques() -> None:
    """「このカードの技は追加で《機械》になる」 on 千早 (in its ring): 律子 reads it."""
    assert (
        _granted(ring="[リング]このカードの技は追加で《機械》になる。", left=READS_RING)["千早.ap"]
        == 3000
    )
    # the neighbour: written for the bench, not in force on the ring card
    assert (
        _granted(ring="[ベンチ]このカードの技は追加で《機械》になる。", left=READS_RING)["千早.ap"]
        == 2000
    )


def test_every_bench_card_or_every_other() -> None:
    """「あなたのベンチのカードすべての技」: 律子 and 真; 「他のカードすべて」 on 律子: 真 only."""
    every = "[ベンチ]あなたのベンチのカードすべての技は追加で《機械》になる。"
    got = _granted(ring=READS_BENCH, left=every)
    assert (got["律子.dp"], got["真.dp"]) == (2000, 2000)
    other = "[ベンチ]あなたのベンチの他のカードすべての技は追加で《機械》になる。"
    got = _granted(ring=READS_BENCH, left=other)
    assert (got["律子.dp"], got["真.dp"]) == (1000, 2000)
    # the neighbour: the ring's cards named, the bench not reached
    got = _granted(
        ring=READS_BENCH, left="[ベンチ]あなたのリングのカードの技は追加で《機械》になる。"
    )
    assert (got["律子.dp"], got["真.dp"]) == (1000, 1000)


# ------------- a condition on the card that supported (7.1.3.1): 「サポートしたカードの（称号に“X”が
# 含まれる|技属性に《X》がある|レベルがN以上）なら」 — read as the technique resolves (8.6.5), on the
# card while it is on the bench (3.1.3)

SUPPORTED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, title: %s, level: %s, attribute: 機関士, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3500}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


@pytest.mark.parametrize(
    ("cond", "title", "level", "zone"),
    [
        ("サポートしたカードの称号に“部長”が含まれるなら", "部長", 1, "B.retire"),
        ("サポートしたカードの称号に“部長”が含まれるなら", "部員", 1, "B.ring"),
        ("サポートしたカードの称号に“部長”を含むなら", "部長", 1, "B.retire"),
        ("サポートしたカードのレベルが3以上なら", "部員", 3, "B.retire"),
        ("サポートしたカードのレベルが3以上なら", "部員", 2, "B.ring"),
        ("サポートしたカードの技属性に《機関士》があるなら", "部員", 1, "B.retire"),
        ("サポートしたカードの技属性に《剣技》があるなら", "部員", 1, "B.ring"),
    ],
)
def test_a_condition_on_the_supporter(cond: str, title: str, level: int, zone: str) -> None:
    text = f"[リング]このカードがサポートされた時、{cond}、このアタック中、このカードを+2000/+0。"
    assert all(a.supported for a in _ability(text)), _ability(text)
    r = resolve(loads(SUPPORTED % (text, title, level)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.zone"] == zone  # type: ignore[attr-defined]


# ------------- damage lessened (shared ``damage.damage_lessened``): 「[領域]Xが受ける（アタックの）
# ダメージはN少なくなる」 / 「Xに与えられるダメージは、N少なくなる」 / 「…を N少なくする」 — a continuous
# technique (8.1.1.4): the damage dealt (7.1.5.3) is N less, not below 0

LESSENED = """\
game: vs
title: t
turn: {player: A, number: 4%(phase)s}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のリングのカードを選び、3000のダメージを与える。"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%(ring)s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(bench)s"}}
actions:
  - %(act)s
ask: [美希.zone, 美希.damage]
"""
ATTACK = {"phase": "", "act": "{do: attack, support: 春香}"}
EFFECT = {
    "phase": ", phase: ability",
    "act": "{do: ability_phase, actions: [{do: use, card: 春香}]}",
}


def _lessened(how: dict[str, str], ring: str = "", bench: str = "") -> dict[str, object]:
    r = resolve(loads(LESSENED % {**how, "ring": ring, "bench": bench}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize(
    ("ring", "bench"),
    [
        ("[リング]このカードが受けるアタックのダメージは1000少なくなる。", ""),
        ("[リング]このカードが受けるダメージは、1000少なくなる。", ""),
        ("[リング]このカードに与えられるダメージは1000少なくなる。", ""),
        ("[リング]このカードが受けるダメージを1000少なくする。", ""),
        ("", "[ベンチ]あなたのリングのカードが受けるアタックのダメージは1000少なくなる。"),
        # the same as a replacement of the damage to come (8.2.1.3.1, 8.10.1)
        (
            "[リング]あなたのリングのこのカードにダメージが与えられる時、かわりにそのダメージを1000少なくする。",
            "",
        ),
        (
            "[リング]このカードがアタックのダメージを受ける時、かわりにそのダメージは1000少なくなる。",
            "",
        ),
    ],
)
def test_the_attack_deals_less(ring: str, bench: str) -> None:
    """3000 attack on 美希 (DP 3000) less 1000: 2000 damage, it stays (7.1.5.4 not met)."""
    st = _lessened(ATTACK, ring, bench)
    assert (st["美希.zone"], st["美希.damage"]) == ("B.ring", 2000)


@pytest.mark.parametrize(
    ("ring", "left"),
    [
        ("[リング]このカードに与えられるダメージは1000少なくなる。", 2000),
        ("[リング]このカードが受けるダメージは1000少なくなる。", 2000),
        ("[リング]このカードがダメージを受ける時、かわりにそのダメージを1000少なくする。", 2000),
        # an attack's damage only: the effect's is dealt whole
        (
            "[リング]このカードがアタックのダメージを受ける時、かわりにそのダメージを1000少なくする。",
            None,
        ),
        ("[リング]このカードが受けるアタックのダメージは1000少なくなる。", None),
        # written for the bench: not in force on the ring card
        ("[ベンチ]このカードが受けるダメージは1000少なくなる。", None),
    ],
)
def test_an_effects_damage(ring: str, left: int | None) -> None:
    st = _lessened(EFFECT, ring)
    if left is None:
        assert st["美希.zone"] == "B.retire"
    else:
        assert (st["美希.zone"], st["美希.damage"]) == ("B.ring", left)


def test_without_it_the_attack_retires() -> None:
    assert _lessened(ATTACK)["美希.zone"] == "B.retire"


# ------------- 「（あなた|相手）のリタイヤ置場にカードが置かれた時」 (8.6.6, 8.1.1.3): any card reaching
# that player's retire zone — 千早, beaten by 美希's attack (7.1.5.4)

RETIRE_PUT = """\
game: vs
title: t
turn: {player: B, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    waiting: [{name: 律子, ap: 1000, dp: 1000, text: "%s"}]
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 3000, dp: 3000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
    waiting: [{name: 真, ap: 1000, dp: 1000, text: "%s"}]
actions:
  - {do: attack, support: 春香}
ask: [千早.zone, A.hand, B.hand]
"""


@pytest.mark.parametrize(
    ("a_text", "b_text", "a_hand", "b_hand"),
    [
        ("[控え室]あなたのリタイヤ置場にカードが置かれた時、あなたは1枚引く。", "", 1, 0),
        ("", "[控え室]相手のリタイヤ置場にカードが置かれた時、あなたは1枚引く。", 0, 1),
        # the other player's retire zone named: no trigger
        ("[控え室]相手のリタイヤ置場にカードが置かれた時、あなたは1枚引く。", "", 0, 0),
        # written for another [領域]: 律子 in the waiting room does not trigger (8.1.1.2.1)
        ("[ベンチ]あなたのリタイヤ置場にカードが置かれた時、あなたは1枚引く。", "", 0, 0),
    ],
)
def test_a_card_put_in_a_retire_zone(a_text: str, b_text: str, a_hand: int, b_hand: int) -> None:
    r = resolve(loads(RETIRE_PUT % (a_text, b_text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    st = r.outcome["state"]  # type: ignore[attr-defined]
    assert (st["千早.zone"], st["A.hand"], st["B.hand"]) == ("A.retire", a_hand, b_hand)


# ------------- a blind choice in the opponent's hand (shared ``abilities.blind_choice``):
# 「相手の手札を見ないで1枚選び」 / 「…を1枚見ないで選び」 — the master chooses without seeing it
# (3.7.2 keeps the hand from it; the choice needs no look). 「無作為に」 (no player's choice) is
# not read so and stays refused

BLIND = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 手一}, {name: 手二}]
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 春香}
choices: [{player: A, at: choose, choose: 手二}]
ask: [手一.zone, 手二.zone]
"""


@pytest.mark.parametrize(
    "effect",
    [
        "あなたは相手の手札を見ないで1枚選び、相手の控え室に置く。",
        "あなたは相手の手札を1枚見ないで選び、相手の控え室に置く。",
        "相手の手札を見ないで1枚選び、控え室に置く。",
    ],
)
def test_a_card_of_the_opponents_hand_chosen_blind(effect: str) -> None:
    r = resolve(loads(BLIND % effect))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"手一.zone": "B.hand", "手二.zone": "B.waiting"}  # type: ignore[attr-defined]


def test_a_choice_in_the_hidden_hand_not_said_blind_is_made_blind() -> None:
    """The neighbour: 「相手の手札を1枚選び」 with no look and no 「見ないで」 — corrected (round 59,
    s56vsC): 3.7.2 keeps the hand from the master, so it chooses unseen, as 「見ないで」 says."""
    r = resolve(loads(BLIND % "あなたは相手の手札を1枚選び、相手の控え室に置く。"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"手一.zone": "B.hand", "手二.zone": "B.waiting"}  # type: ignore[attr-defined]


def test_a_chosen_effect_is_checked_as_the_techniques_own() -> None:
    """What a one-shot technique's step may not be (a one-shot change of the bench cards of a
    kind; round 49, s46vsF: moved from 「ベンチのカードすべて」, which now runs) it may not be as
    a choice among effects either: refused, not run."""
    abs_ = _ability(
        "[ベンチ][このカードをレストする]以下から1つを選ぶ。{あなたは1枚引く。}{あなたのベンチの《学園》のカードすべてを+1000/+0。}"
    )
    assert not abs_[0].supported and "bench" in abs_[0].reason


def test_a_replacement_of_damage_cites_the_replacement() -> None:
    """「…与えられる時、かわりにそのダメージを1000少なくする」 is a replacement (8.2.1.3.1, 8.10.1)."""
    ring = "[リング]このカードにダメージが与えられる時、かわりにそのダメージを1000少なくする。"
    r = resolve(loads(LESSENED % {**ATTACK, "ring": ring, "bench": ""}))
    assert {"8.10.1", "8.2.1.3.1"} <= set(r.decided_by)  # type: ignore[attr-defined]
