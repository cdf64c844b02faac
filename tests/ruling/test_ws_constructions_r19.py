"""Weiß Schwarz card-text constructions added in round 19 (issue 12, s15ws): each a minimal
ability text and what it does on a board, its neighbour wordings, and the case that must not do
it (or stays refused, with its reason)."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.ir import prog_ext, uses_a_turn
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import WS_HEAD, unsupported, ws_battle, ws_compile, ws_resolve_text
from tests.ruling.boards import zone_names as zone

# ------------------------------- 「…。この能力は1ターンにつき1回まで使える。」 (a limit after the effect)


def _activate_twice(text: str) -> Any:
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    stock: 4\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 2000, text: "{text}"}}\n'
        "  B: {level: 1, deck: 10}\n"
        "actions:\n  - {do: activate, player: A, card: 主}\n"
        "  - {do: activate, player: A, card: 主}\nask: [A.hand, A.stock]\n"
    )
    return resolve(loads(src))


@pytest.mark.parametrize(
    ("text", "times"),
    [
        ("【起】［(1)］ あなたは1枚引く。この能力は1ターンにつき1回まで使える。", 1),
        ("【起】［(1)］ あなたは1枚引く。この能力は1ターンにつき2回まで使える。", 2),
        ("【起】［(1)］ この能力は1ターンにつき1回まで使える。あなたは1枚引く。", 1),
        ("【起】［(1)］ あなたは1枚引く。この能力は、1ターンにつき1回しか使えない。", 1),
    ],
)
def test_a_use_limit_printed_after_or_before_the_effect(text: str, times: int) -> None:
    """The limit sentence is a statement about the ability, not a step of its effect (before:
    refused, 「reference this_ability」): played twice, the second use past the limit cannot be
    made (the text binds, 1.3.1) — one card drawn, one stock paid; with 2回 both are."""
    prog = ws_compile(text)
    assert uses_a_turn(prog) == times and prog_ext(prog, "limit_use")
    assert [o.verb for o in prog.steps] == ["draw"]
    r = _activate_twice(text)
    assert not unsupported(r)
    assert r.outcome["state"] == {"A.hand": times, "A.stock": 4 - times}


def test_an_auto_ability_limit_after_its_effect() -> None:
    """「…。この能力は1ターンにつき1回まで発動する。」: the triggering limit (8.1.1.2.1), as printed
    before the effect."""
    prog = ws_compile(
        "【自】 このカードがアタックした時、あなたは1枚引く。この能力は1ターンにつき1回まで発動する。"
    )
    assert uses_a_turn(prog) == 1 and not prog_ext(prog, "limit_use")


def test_a_limit_sentence_alone_is_no_effect() -> None:
    """A limit with no effect beside it stays refused (the sentence is not a step)."""
    with pytest.raises(Unsupported):
        ws_compile("【起】［(1)］ この能力は1ターンにつき1回まで使える。")


# ------------------------------- 「あなたのクロックが相手より多いなら」 (one count against another)


def _counts(mine: int, theirs: int, zone: str = "clock") -> str:
    return (
        f"  A:\n    level: 1\n    {zone}: {mine}\n    deck: 10\n"
        f"  B:\n    level: 1\n    {zone}: {theirs}\n    deck: 10\n"
    )


@pytest.mark.parametrize(
    ("cond", "zone", "mine", "theirs", "drawn"),
    [
        ("あなたのクロックが相手より多いなら", "clock", 3, 2, 1),
        ("あなたのクロックが相手より多いなら", "clock", 2, 2, 0),
        ("あなたのクロックが相手のクロックより多いなら", "clock", 3, 1, 1),
        ("あなたのストックが相手より少ないなら", "stock", 1, 2, 1),
        ("あなたのストックが相手より少ないなら", "stock", 2, 1, 0),
        ("相手の手札があなたより多いなら", "hand", 1, 3, 1),
        ("相手の手札があなたより多いなら", "hand", 3, 1, 0),
    ],
)
def test_a_count_compared_with_the_other_players(
    cond: str, zone: str, mine: int, theirs: int, drawn: int
) -> None:
    """「AのXが相手より多い / 少ないなら」: the number of cards in A's zone against the other's
    (「相手より」 takes the rest of the description: 相手のX; before: 「condition more.final」)."""
    r = ws_resolve_text(_counts(mine, theirs, zone), f"{cond}、あなたは1枚引く。", ask="A.deck")
    assert not unsupported(r)
    assert r.outcome["state"]["A.deck"] == 10 - drawn


@pytest.mark.parametrize(("mine", "power"), [(1, 4000), (3, 3000)])
def test_a_count_comparison_in_a_continuous_ability(mine: int, power: int) -> None:
    """「あなたのキャラが相手のキャラより少ないなら」 in force: read each time (one character of
    A's against two of B's)."""
    text = "【永】 あなたのキャラが相手のキャラより少ないなら、このカードのパワーを＋1000。"
    extra = "".join(
        f"      {s}: {{name: 脇{i}, type: character, level: 0, power: 1000}}\n"
        for i, s in enumerate(("left_front", "right_front")[: mine - 1])
    )
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        + extra
        + "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 敵, type: character, level: 0, power: 1000}\n"
        "      left_front: {name: 敵2, type: character, level: 0, power: 1000}\n"
        "ask: [主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------------------------- 「このカードの隣の…」: the slots next to this card's in its row


def _row_board(text: str, at: str) -> str:
    others = [s for s in ("left_front", "center_front", "right_front", "left_back", "right_back")]
    others.remove(at)
    return (
        "  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      {at}: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        + "".join(
            f"      {s}: {{name: {s}, type: character, level: 0, power: 1000, traits: [楓の木]}}\n"
            for s in others
        )
        + "  B: {level: 1, deck: 10}\n"
    )


ALL_SLOTS = ("left_front", "center_front", "right_front", "left_back", "right_back")


@pytest.mark.parametrize(
    "text",
    [
        "【永】 このカードの隣のあなたの《楓の木》のキャラすべてに、パワーを＋1000。",
        "【永】 このカードの隣の枠のあなたの《楓の木》のキャラすべてに、パワーを＋1000。",
        "【永】 このカードのいる枠の隣の枠の《楓の木》のキャラすべてに、パワーを＋1000。",
        "【永】 このカードの隣の《楓の木》のキャラすべてに、パワーを＋1000。",
    ],
)
@pytest.mark.parametrize(
    ("at", "raised"),
    [
        ("center_front", {"left_front", "right_front"}),
        ("left_front", {"center_front"}),
        ("right_back", {"left_back"}),
    ],
)
def test_the_characters_next_to_this_card(text: str, at: str, raised: set[str]) -> None:
    """隣の: the slot(s) next to this card's in the same row (3.6.4 orders each row's slots from
    left to right): from the centre both front sides, from a side the centre only, in the back
    row the other back slot; never a slot of the other row (before: 「term Unknown」 / 「a relative
    clause exist.final」)."""
    src = (
        WS_HEAD
        + "players:\n"
        + _row_board(text, at)
        + "ask: ["
        + ", ".join(f"{s}.power" for s in ALL_SLOTS if s != at)
        + "]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    want = {f"{s}.power": 2000 if s in raised else 1000 for s in ALL_SLOTS if s != at}
    assert r.outcome["state"] == want


@pytest.mark.parametrize(("at", "power"), [("left_front", 3000), ("left_back", 4000)])
def test_no_character_next_to_this_card(at: str, power: int) -> None:
    """「このカードの隣にキャラがいないなら」: the condition reads the same slots (left_front has
    center_front beside it; left_back's neighbour right_back is empty here)."""
    text = "【永】 このカードの隣にキャラがいないなら、このカードのパワーを＋1000。"
    other = "center_front" if at == "left_front" else "left_front"
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      {at}: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        f"      {other}: {{name: 脇, type: character, level: 0, power: 1000}}\n"
        "  B: {level: 1, deck: 10}\nask: [主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------------------------- 「…パワーを＋2000。Xなら、かわりに＋3000。」: an amount alone


def _clock_board(clock: int, text: str = "") -> str:
    mine = f', text: "{text}"' if text else ""
    return (
        f"  A:\n    level: 1\n    clock: {clock}\n    deck: 10\n    stage:\n"
        f"      center_front: {{name: 主, type: character, level: 0, power: 3000{mine}}}\n"
        "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 敵, type: character, level: 0, power: 5000}\n"
    )


@pytest.mark.parametrize(("clock", "power"), [(4, 3000), (3, 4000)])
def test_instead_an_amount_alone_after_a_choice(clock: int, power: int) -> None:
    """「相手のキャラを1枚選び、そのターン中、パワーを－1000。あなたのクロックが4枚以上なら、
    かわりに－2000。」: B names neither cards nor stat — it changes the stat A changes, of the
    card A chose, for as long (8.2.1.3: A is not done when B is; before: 「a stat change without
    a stat」)."""
    r = ws_resolve_text(
        _clock_board(clock),
        "あなたは相手のキャラを1枚選び、そのターン中、パワーを－1000。"
        "あなたのクロックが4枚以上なら、かわりに－2000。",
        ask="敵.power",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["敵.power"] == power


@pytest.mark.parametrize(("clock", "power"), [(4, 5000), (3, 4000)])
def test_instead_an_amount_alone_in_a_continuous_ability(clock: int, power: int) -> None:
    """「【永】 このカードのパワーを＋1000。あなたのクロックが4枚以上なら、かわりに＋2000。」: +2000
    while the clock holds 4 or more, else +1000 — never both."""
    text = "【永】 このカードのパワーを＋1000。あなたのクロックが4枚以上なら、かわりに＋2000。"
    src = WS_HEAD + "players:\n" + _clock_board(clock, text) + "ask: [主.power]\n"
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


def test_instead_an_amount_alone_after_two_changes_is_refused() -> None:
    """「パワーを＋2000し、ソウルを＋1。…なら、かわりに＋3000。」: which change the amount replaces
    the text does not say — refused, not guessed."""
    with pytest.raises(Unsupported, match="without a stat"):
        ws_compile(
            "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋2000し、"
            "ソウルを＋1。あなたのクロックが4枚以上なら、かわりに＋3000。"
        )


def test_instead_an_amount_alone_keeps_the_target_and_duration() -> None:
    """The compiled replacement changes this card's power for the turn, under the clock
    condition."""
    prog = ws_compile(
        "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋2000。"
        "あなたのクロックが4枚以上なら、かわりに＋3000。"
    )
    stats = [(o.target.ref, o.stat, o.amount, o.until) for o in prog.steps if o.verb == "stat"]
    assert ("this", "power", 3000, "turn") in stats and ("this", "power", 2000, "turn") in stats


# ------------------------------- 「自分のクロックの上から1枚を選び、…」: a pile's end as the source

_PILES = (
    "  A:\n    level: 1\n    deck: [{name: 山上, type: character}, {name: 山中, type: character},"
    " {name: 山下, type: character}]\n"
    "    clock: [{name: 時一, type: character}, {name: 時二, type: character},"
    " {name: 時三, type: character}]\n"
    "  B: {level: 1, deck: 10}\n"
)


@pytest.mark.parametrize(
    ("chosen", "plain"),
    [
        (
            "あなたは自分のクロックの上から1枚を選び、控え室に置く。",
            "あなたは自分のクロックの上から1枚を、控え室に置く。",
        ),
        (
            "あなたは自分の山札の上から2枚を選び、控え室に置く。",
            "あなたは自分の山札の上から2枚を、控え室に置く。",
        ),
        (
            "あなたは自分の山札の下から1枚を選び、控え室に置く。",
            "あなたは自分の山札を下から1枚選び、控え室に置く。",
        ),
    ],
)
def test_a_choice_from_one_end_of_a_pile_named_as_the_source(chosen: str, plain: str) -> None:
    """「自分のクロックの上から1枚を選び」 (the pile's end as the source, the count as the object)
    chooses the cards at that end of the pile (3.1.5: a pile's cards lie one on another) — the
    same cards the wording without 選び moves (before: 「a choice with source」)."""
    a = ws_resolve_text(_PILES, chosen)
    b = ws_resolve_text(_PILES, plain)
    assert not unsupported(a) and not unsupported(b)
    moved = zone(a, "A", "waiting_room")
    assert sorted(moved) == sorted(zone(b, "A", "waiting_room"))
    assert len(moved) == (2 if "2枚" in chosen else 1)


def test_a_choice_from_the_top_of_an_unordered_zone_is_refused() -> None:
    """控え室 is no pile with a top the rules order: 「控え室の上から1枚を選び」 stays refused."""
    with pytest.raises(Unsupported, match="a choice with source"):
        ws_compile(
            "【自】 このカードがアタックした時、あなたは自分の控え室の上から1枚を選び、手札に加える。"
        )


# ------------------------------- 「自分のストックを1枚控え室に置いてよい」: the stock from its top

_STOCK = (
    "  A:\n    level: 1\n    deck: 10\n"
    "    stock: [{name: 株一, type: character}, {name: 株二, type: character},"
    " {name: 株三, type: character}]\n"
    "  B:\n    level: 1\n    deck: 10\n"
    "    stock: [{name: 敵株一, type: character}, {name: 敵株二, type: character}]\n"
)


@pytest.mark.parametrize(
    ("text", "top", "player", "zone_to", "n"),
    [
        (
            "あなたは自分のストックを1枚控え室に置く。",
            "あなたは自分のストックの上から1枚を、控え室に置く。",
            "A",
            "waiting_room",
            1,
        ),
        (
            "あなたは自分のストックを2枚控え室に置いてよい。",
            "あなたは自分のストックの上から2枚を、控え室に置く。",
            "A",
            "waiting_room",
            2,
        ),
        (
            "あなたは自分のストックを1枚手札に加える。",
            "あなたは自分のストックの上から1枚を、手札に加える。",
            "A",
            "hand",
            1,
        ),
        (
            "相手は自分のストックを1枚控え室に置く。",
            "相手は自分のストックの上から1枚を、控え室に置く。",
            "B",
            "waiting_room",
            1,
        ),
    ],
)
def test_cards_of_the_stock_leave_from_the_top(
    text: str, top: str, player: str, zone_to: str, n: int
) -> None:
    """「自分のストックを1枚控え室に置く」 names no cards: the stock's cards are removed from the top,
    one by one (3.10.2; what a cost of (1) pays, 8.4.3) — the same cards as 「ストックの上から1枚を」
    (before: 「a move with a floating count」)."""
    a = ws_resolve_text(_STOCK, text)
    b = ws_resolve_text(_STOCK, top)
    assert not unsupported(a) and not unsupported(b)
    moved = zone(a, player, zone_to)
    assert len(moved) == n and sorted(moved) == sorted(zone(b, player, zone_to))


def test_paying_stock_as_an_effect_then_if_done() -> None:
    """「このカードがアタックした時、あなたは自分のストックを1枚控え室に置いてよい。そうしたら、…」:
    the optional move takes the top card of the stock (3.10.2), and 「そうしたら」 follows it."""
    text = (
        "【自】 このカードがアタックした時、あなたは自分のストックを1枚控え室に置いてよい。"
        "そうしたら、そのターン中、このカードのパワーを＋2500。"
    )
    prog = ws_compile(text)
    move = next(o for o in prog.steps if o.verb == "move")
    assert (move.target.zone, move.target.pos, move.target.count, move.optional) == (
        "stock",
        "top",
        1,
        True,
    )


# ------------------------------- 「自分の山札の上から3枚まで見て」: the count with まで in the の form


@pytest.mark.parametrize(
    ("no_form", "wo_form"),
    [
        (
            "あなたは自分の山札の上から3枚まで見て、カードを1枚まで選んで手札に加え、残りのカードを控え室に置く。",
            "あなたは自分の山札を上から3枚まで見て、カードを1枚まで選んで手札に加え、残りのカードを控え室に置く。",
        ),
        (
            "あなたは自分の山札の上から4枚まで見て、カードを2枚まで選び、好きな順番で山札の上に置き、"
            "残りのカードを好きな順番で山札の下に置く。",
            "あなたは自分の山札を上から4枚まで見て、カードを2枚まで選び、好きな順番で山札の上に置き、"
            "残りのカードを好きな順番で山札の下に置く。",
        ),
        (
            "あなたは相手の山札の上から2枚まで見て、山札の上に好きな順番で置く。",
            "あなたは相手の山札を上から2枚まで見て、山札の上に好きな順番で置く。",
        ),
    ],
)
def test_looking_at_up_to_n_from_the_top_in_the_no_form(no_form: str, wo_form: str) -> None:
    """「山札の上から3枚まで見て」 is 「山札を上から3枚まで見て」 (the deck, its end, up to how many,
    as the master likes): the same program (before: 「a
    missing noun phrase」, the count with まで typed apart from the object)."""
    head = "【自】 このカードがアタックした時、"
    assert ws_compile(head + no_form) == ws_compile(head + wo_form)


def test_looking_at_up_to_three_then_taking_one() -> None:
    """On a board: A looks at up to 3 from the top, takes 山二 into the hand, the rest (looked at)
    into the waiting room."""
    deck = (
        "  A:\n    level: 1\n    deck: [{name: 山一, type: character}, {name: 山二, type: character},"
        " {name: 山三, type: character}, {name: 山四, type: character}]\n"
        "  B: {level: 1, deck: 10}\n"
    )
    r = ws_resolve_text(
        deck,
        "あなたは自分の山札の上から3枚まで見て、カードを1枚まで選んで手札に加え、残りのカードを控え室に置く。",
        choices="  - {player: A, at: look, choose: 3}\n  - {player: A, at: choose, choose: 山二}\n",
    )
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山二"]
    assert sorted(zone(r, "A", "waiting_room")) == ["山一", "山三"]


# ------------------------------- 「このカードのバトル相手が【リバース】した時、そのキャラの…なら」


@pytest.mark.parametrize(
    ("cond", "drawn"),
    [("そのキャラのレベルが1以上なら", 1), ("そのキャラのレベルが2以上なら", 0)],
)
def test_that_character_in_the_condition_is_the_battle_opponent(cond: str, drawn: int) -> None:
    """そのキャラ in the condition before the effect names the card the trigger named, the
    battle opponent (level 1 here; read as the trigger saw it, 8.11.2) — before: 「そのカード in
    a condition with no card before it」."""
    r = ws_battle(
        6000, mine=f"【自】 このカードのバトル相手が【リバース】した時、{cond}、あなたは1枚引く。"
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn


def test_that_character_after_a_trigger_on_this_card_stays_refused() -> None:
    """「このカードがアタックした時、そのキャラの…なら」: no card but this one named before — refused."""
    with pytest.raises(Unsupported, match="no card before it"):
        ws_compile(
            "【自】 このカードがアタックした時、そのキャラのレベルが1以上なら、あなたは1枚引く。"
        )


# ------------------------------- 「…山札の上か控え室に置く。そのカードを控え室に置いたなら、…」


@pytest.mark.parametrize(("dest", "drawn"), [("waiting_room", 1), ("deck", 0)])
def test_a_condition_on_where_the_step_before_put_the_card(dest: str, drawn: int) -> None:
    """「そのカードを控え室に置いたなら」: whether the card the step before looked at and put in
    one of two places went to the waiting room (before: 「condition put.past」)."""
    board = (
        "  A:\n    level: 1\n    deck: 10\n"
        "  B:\n    level: 1\n    deck: [{name: 敵山, type: character}, 9]\n"
    )
    r = ws_resolve_text(
        board,
        "あなたは相手の山札の上から1枚を見て、山札の上か控え室に置く。"
        "そのカードを控え室に置いたなら、あなたは1枚引く。",
        choices=f"  - {{player: A, at: dest, choose: {dest}}}\n",
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == drawn
    assert ("敵山" in zone(r, "B", "waiting_room")) == (dest == "waiting_room")


def test_a_condition_on_a_put_to_a_position_stays_refused() -> None:
    """「そのカードを山札の上に置いたなら」: a position in the pile is not read — refused."""
    with pytest.raises(Unsupported, match="a put of this shape"):
        ws_compile(
            "【自】 このカードがアタックした時、あなたは自分の山札の上から1枚を見て、山札の上か"
            "控え室に置く。そのカードを山札の上に置いたなら、あなたは1枚引く。"
        )


# ------------------------------- 「あなたのキャラすべては、相手の効果に選ばれない」: a group shielded


def _shield_run(text: str, pick: str) -> Any:
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        "      left_front: {name: 脇, type: character, level: 0, power: 1000}\n"
        "      left_back: {name: 後, type: character, level: 0, power: 1000}\n"
        "  B: {level: 1, deck: 10}\n"
        '  - {do: resolve_text, player: B, text: "あなたは相手のキャラを1枚選び、手札に戻す。"}\n'
    )
    src = src.replace("  - {do: resolve_text", "actions:\n  - {do: resolve_text", 1)
    return resolve(
        loads(src + f"choices:\n  - {{player: B, at: choose, choose: {pick}}}\nask: [A.hand]\n")
    )


@pytest.mark.parametrize(
    ("text", "shielded", "open_"),
    [
        ("【永】 他のあなたのキャラすべては、相手の効果に選ばれない。", "脇", "主"),
        ("【永】 あなたの前列のキャラすべては相手の効果に選ばれない。", "脇", "後"),
        ("【永】 このカードの隣のあなたのキャラすべては相手の効果に選ばれない。", "脇", "後"),
        ("【永】 このカードの後ろのあなたのキャラすべては相手の効果に選ばれない。", "後", "脇"),
    ],
)
def test_a_group_of_own_characters_cannot_be_chosen_by_the_opponent(
    text: str, shielded: str, open_: str
) -> None:
    """Each character the group names is out of what the opponent's effect may choose (8.6.3;
    the prohibition wins, 1.3.3); one it does not name may be chosen (before: 「an effect
    performed by someone else」)."""
    from ruling.scenario import ScenarioError

    r = _shield_run(text, open_)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == [open_]
    with pytest.raises(ScenarioError):
        _shield_run(text, shielded)


def test_the_opponents_group_shielded_stays_refused() -> None:
    """「相手のキャラすべては相手の効果に選ばれない」: 相手 of a card on the other side is not read."""
    with pytest.raises(Unsupported):
        ws_compile("【永】 相手のキャラすべては相手の効果に選ばれない。")


# ------------------------------- slots: 空いている枠, 別々の空いている枠, 舞台のこのカードがいた枠, いた枠に動かす

ATTACK = "【自】 このカードがアタックした時、"


@pytest.mark.parametrize(
    ("vacant", "empty"),
    [
        (
            "あなたは自分の控え室のキャラを1枚選び、舞台の空いている枠に置く。",
            "あなたは自分の控え室のキャラを1枚選び、舞台のキャラのいない枠に置く。",
        ),
        (
            "あなたは自分の控え室のキャラを1枚選び、前列の空いている枠に置く。",
            "あなたは自分の控え室のキャラを1枚選び、前列のキャラのいない枠に置く。",
        ),
        (
            "あなたはこのカードを後列の空いている枠に動かす。",
            "あなたはこのカードを後列のキャラのいない枠に動かす。",
        ),
    ],
)
def test_a_vacant_slot_is_a_slot_with_no_character(vacant: str, empty: str) -> None:
    """「空いている枠」 says 「キャラのいない枠」 in other words: the same program (before: 「a slot
    of this shape」)."""
    assert ws_compile(ATTACK + vacant) == ws_compile(ATTACK + empty)


def _separate_run(first: str, second: str) -> Any:
    board = (
        "  A:\n    level: 1\n    deck: 10\n"
        "    waiting_room: [{name: 友一, type: character, level: 0}, {name: 友二, type: character, level: 0}]\n"
        "    stage:\n      center_front: {name: 先, type: character, level: 0, power: 1000}\n"
        "  B: {level: 1, deck: 10}\n"
    )
    return ws_resolve_text(
        board,
        "あなたは自分の控え室のキャラを2枚まで選び、舞台の別々の空いている枠に置く。",
        choices="  - {player: A, at: choose, choose: 友一}\n  - {player: A, at: choose, choose: 友二}\n"
        f"  - {{player: A, at: slot, choose: {first}}}\n"
        f"  - {{player: A, at: slot, choose: {second}}}\n",
        ask="先.zone, 友一.zone, 友二.zone",
    )


def test_separate_vacant_slots() -> None:
    """「舞台の別々の空いている枠に置く」: each card into an empty slot of its own — neither the
    occupied centre nor the slot the other card went into may be picked."""
    from ruling.scenario import ScenarioError

    r = _separate_run("left_front", "right_back")
    assert not unsupported(r)
    assert r.outcome["state"] == {
        "先.zone": "A.stage.center_front",
        "友一.zone": "A.stage.left_front",
        "友二.zone": "A.stage.right_back",
    }
    for first, second in (("center_front", "left_front"), ("left_front", "left_front")):
        with pytest.raises(ScenarioError):
            _separate_run(first, second)


_LEFT = (
    "  A:\n    level: 1\n    deck: 10\n    waiting_room: [{name: 友, type: character, level: 0}]\n"
    "    stage:\n"
    '      center_front: {name: 主, type: character, level: 0, power: 1000, text: "TEXT"}\n'
    "      left_back: {name: 後, type: character, level: 0, power: 1000}\n"
    "  B: {level: 1, deck: 10}\n"
)


@pytest.mark.parametrize(
    ("effect", "moved", "slot"),
    [
        (
            "あなたは自分の控え室のキャラを1枚選び、舞台のこのカードがいた枠に置く。",
            "友",
            "A.stage.center_front",
        ),
        (
            "あなたは自分のキャラを1枚選び、このカードがいた枠に動かす。",
            "後",
            "A.stage.center_front",
        ),
    ],
)
def test_the_slot_this_card_left_by_its_cost(effect: str, moved: str, slot: str) -> None:
    """「［このカードを控え室に置く］ …このカードがいた枠に置く / 動かす」: the slot this card left
    paying its cost (舞台の only says it is a slot of the stage); a character moved there from its
    own slot keeps its orientation (3.6.3)."""
    text = f"【起】［このカードを控え室に置く］ {effect}"
    src = (
        WS_HEAD
        + "players:\n"
        + _LEFT.replace("TEXT", text)
        + "actions:\n  - {do: activate, player: A, card: 主}\n"
        + f"choices:\n  - {{player: A, at: choose, choose: {moved}}}\n"
        + f"ask: [{moved}.zone, 主.zone]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"] == {f"{moved}.zone": slot, "主.zone": "A.waiting_room"}


# ------------------------------- 「あなたのターン中、このカードの正面のキャラが【レスト】しているなら」


def _facing_rested(turn: str) -> Any:
    text = "【永】 あなたのターン中、このカードの正面のキャラが【レスト】しているなら、このカードのパワーを＋2000。"
    head = WS_HEAD.replace("player: A, number: 5", f"player: {turn}, number: 5")
    src = (
        head + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 敵, type: character, level: 0, power: 1000, state: rest}\n"
        "ask: [主.power]\n"
    )
    return resolve(loads(src))


@pytest.mark.parametrize(("turn", "power"), [("A", 5000), ("B", 3000)])
def test_a_state_condition_during_a_turn(turn: str, power: int) -> None:
    """The facing character is rested; the condition holds during A's turn only (before: 「a state
    condition with time」)."""
    r = _facing_rested(turn)
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------------------------- 「あなたのキャラがこのカードだけなら」


@pytest.mark.parametrize(("others", "power"), [(0, 5500), (1, 3000)])
def test_this_card_is_your_only_character(others: int, power: int) -> None:
    """「あなたのキャラがこのカードだけなら」: no other character of A's on the stage (before: 「word
    only」)."""
    text = "【永】 あなたのキャラがこのカードだけなら、このカードのパワーを＋2500。"
    extra = "      left_back: {name: 後, type: character, level: 0, power: 1000}\n" * others
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        + extra
        + "  B:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 敵, type: character, level: 0, power: 1000}\n"
        "ask: [主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------------------------- 「それらのカードのクライマックス1枚につき、…ソウルを＋1」


def test_a_stat_change_per_card_just_dealt_with() -> None:
    """The amount times the climaxes among the cards the step before put into the waiting room
    (two here: soul +2; before: 「a stat change per something other than cards」)."""
    board = (
        "  A:\n    level: 1\n    deck: [{name: 頂, type: climax}, {name: 二, type: character},"
        " {name: 三, type: climax}, {name: 四, type: character}, 4]\n    stage:\n"
        "      center_front: {name: 主, type: character, level: 0, power: 3000, soul: 1}\n"
        "  B: {level: 1, deck: 10}\n"
    )
    r = ws_resolve_text(
        board,
        "あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードのクライマックス1枚につき、"
        "あなたのキャラすべてに、そのターン中、ソウルを＋1。",
        ask="主.soul",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["主.soul"] == 3


# ------------------------------- 「XがN枚以上で、AがいないかBしているなら」: で before か


@pytest.mark.parametrize(
    ("others", "facing", "power"),
    [(2, None, 4000), (1, None, 3000), (2, "stand", 3000), (2, "reverse", 4000)],
)
def test_a_count_joined_by_de_before_an_alternative(
    others: int, facing: str | None, power: int
) -> None:
    """「他のあなたの《青春》のキャラが2枚以上で、このカードの正面のキャラがいないか【リバース】しているなら」:
    the count holds beside the alternatives (で joins more loosely than か; before: 「two arguments
    with role subject」)."""
    text = (
        "【永】 他のあなたの《青春》のキャラが2枚以上で、このカードの正面のキャラがいないか"
        "【リバース】しているなら、このカードのパワーを＋1000。"
    )
    mates = "".join(
        f"      {s}: {{name: 友{s}, type: character, level: 0, power: 1000, traits: [青春]}}\n"
        for s in ("left_back", "right_back")[:others]
    )
    opp = (
        f"    stage:\n      center_front: {{name: 敵, type: character, level: 0, power: 1000, state: {facing}}}\n"
        if facing
        else ""
    )
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        + mates
        + "  B:\n    level: 1\n    deck: 10\n"
        + opp
        + "ask: [主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------------------------- 「『…』を3回行う」: the action quoted in place


def test_an_action_quoted_in_place_carried_out_n_times() -> None:
    """「あなたは『あなたは1枚引く。』を2回行う」 is 「あなたは次の行動を2回行う。『あなたは1枚引く。』」 (8.8.1;
    before: 「the action perform.final」): the same program, and two cards drawn."""
    assert ws_compile(ATTACK + "あなたは『あなたは1枚引く。』を2回行う。") == ws_compile(
        ATTACK + "あなたは次の行動を2回行う。『あなたは1枚引く。』"
    )
    r = ws_resolve_text(
        "  A: {level: 1, deck: 10}\n  B: {level: 1, deck: 10}\n",
        "あなたは『あなたは1枚引く。』を2回行う。",
        ask="A.hand",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["A.hand"] == 2


# ------------------------------- 「あなたのレベルが相手のレベルより低いなら」: the players' levels


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのレベルが相手のレベルより低いなら",
        "あなたのレベルが相手より低いなら",
        "相手のレベルがあなたのレベルより高いなら",
    ],
)
@pytest.mark.parametrize(("mine", "theirs", "power"), [(1, 2, 4000), (2, 2, 3000), (2, 1, 3000)])
def test_the_players_levels_compared(cond: str, mine: int, theirs: int, power: int) -> None:
    """The number of cards in each player's level zone (3.9), compared (before: 「a comparison of
    this shape」)."""
    text = f"【永】 {cond}、このカードのパワーを＋1000。"
    src = (
        WS_HEAD + f"players:\n  A:\n    level: {mine}\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        f"  B:\n    level: {theirs}\n    deck: 10\n"
        "ask: [主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


# ------------------------------- 「そのカードのレベルが相手のレベル以上なら」: a card against a player


@pytest.mark.parametrize(
    ("cond", "theirs", "drawn"),
    [
        ("そのカードのレベルが相手のレベル以上なら", 1, 1),
        ("そのカードのレベルが相手のレベル以上なら", 3, 0),
        ("そのカードのレベルがあなたのレベル以下なら", 3, 0),
    ],
)
def test_a_revealed_cards_level_against_a_players_level(cond: str, theirs: int, drawn: int) -> None:
    """The revealed card (level 2) against the number of cards in that player's level zone (3.9;
    A at level 1, B at ``theirs``; before: 「a comparison of values of this shape」)."""
    board = (
        "  A:\n    level: 1\n    deck: [{name: 頂, type: character, level: 2}, 9]\n"
        f"  B:\n    level: {theirs}\n    deck: 10\n"
    )
    r = ws_resolve_text(
        board, f"あなたは自分の山札の上から1枚を公開する。{cond}、あなたは1枚引く。", ask="A.hand"
    )
    assert not unsupported(r)
    assert r.outcome["state"]["A.hand"] == drawn


# ------------------------------- 「…2枚を見て、1枚を手札に加え、残りのカードを…」: a count alone


def test_a_count_alone_after_a_look_is_a_choice_among_the_cards_looked_at() -> None:
    """「1枚を山札の上に置き」 after the look: one of the cards looked at, the master's pick — the
    program of 「カードを1枚選び、山札の上に置き」 (before: 「moving cards that were not chosen」); on
    a board, the one picked stays on top, the other goes to the waiting room."""
    alone = "あなたは自分の山札の上から2枚を見て、1枚を山札の上に置き、残りのカードを控え室に置く。"
    said = "あなたは自分の山札の上から2枚を見て、カードを1枚選び、山札の上に置き、残りのカードを控え室に置く。"
    assert ws_compile(ATTACK + alone) == ws_compile(ATTACK + said)
    board = (
        "  A:\n    level: 1\n    deck: [{name: 一, type: character}, {name: 二, type: character},"
        " {name: 三, type: character}]\n  B: {level: 1, deck: 10}\n"
    )
    r = ws_resolve_text(board, alone, choices="  - {player: A, at: choose, choose: 二}\n")
    assert not unsupported(r)
    assert zone(r, "A", "waiting_room") == ["一"]
    assert zone(r, "A", "deck")[0] == "二"


# ------------------------------- 「…。そうでないなら、元に戻す。」: put back after a look or a reveal


@pytest.mark.parametrize(
    ("top", "where", "cited"),
    [("climax", "waiting_room", None), ("character", "deck", "4.8.1")],
)
def test_put_back_after_a_look(top: str, where: str, cited: str | None) -> None:
    """「自分の山札の上から1枚を見る。そのカードがクライマックスなら、あなたはそれを控え室に置いてよい。
    そうでないなら、元に戻す。」: a climax may go to the waiting room; another card is put back —
    where it was, since a look moves no card (4.8.1; before: 「word original」)."""
    board = f"  A:\n    level: 1\n    deck: [{{name: 頂, type: {top}}}, 9]\n  B: {{level: 1, deck: 10}}\n"
    r = ws_resolve_text(
        board,
        "あなたは自分の山札の上から1枚を見る。そのカードがクライマックスなら、あなたはそれを"
        "控え室に置いてよい。そうでないなら、元に戻す。",
        choices="  - {player: A, at: optional, choose: yes}\n" if top == "climax" else "",
        ask="頂.zone",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["頂.zone"] == f"A.{where}"
    if where == "deck":
        assert zone(r, "A", "deck")[0] == "頂"
    if cited:
        assert cited in r.main.decided_by


def test_put_back_after_cards_were_flipped_stays_refused() -> None:
    """めくる moves the cards (3.2.5): 「元に戻す」 after it would move them back — not read."""
    with pytest.raises(Unsupported, match="no step looked at or revealed"):
        ws_compile(
            ATTACK + "あなたは自分の山札の上から1枚をめくる。そのカードがキャラなら、手札に加える。"
            "そうでないなら、元に戻す。"
        )


# ------------------------------- 「それらのカードのレベルの合計が3以上なら」: the cards just dealt with


@pytest.mark.parametrize(("second", "drawn"), [(2, 1), (1, 0)])
def test_the_total_level_of_the_cards_just_put(second: int, drawn: int) -> None:
    """The levels of the three cards flipped and put into the waiting room, added (the climax has
    none: 0) — 1 + ``second`` + 0 against 3 (before: 「a total of the values of cards not in a
    zone」)."""
    board = (
        "  A:\n    level: 1\n    deck: [{name: 一, type: character, level: 1},"
        f" {{name: 二, type: character, level: {second}}}, {{name: 三, type: climax}}, 7]\n"
        "  B: {level: 1, deck: 10}\n"
    )
    r = ws_resolve_text(
        board,
        "あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードのレベルの合計が3以上なら、"
        "あなたは1枚引く。",
        ask="A.hand",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["A.hand"] == drawn


# ------------------------------- 「…バトル相手のパワーを－2000。そのキャラの…なら、かわりに－3000。」


@pytest.mark.parametrize(("level", "power"), [(2, 2000), (1, 3000)])
def test_instead_reading_the_card_the_change_named_by_its_place(level: int, power: int) -> None:
    """そのキャラ in the condition of 「かわりに」 is the battle opponent the change before named (no
    step chose a card; before: 「「かわりに」 reading cards no step before it dealt with」): level 2
    above A's level 1, −3000 instead of −2000."""
    text = (
        "【自】 このカードがフロントアタックした時、そのターン中、このカードのバトル相手のパワーを"
        "－2000。そのキャラのレベルがあなたのレベルより高いなら、かわりに－3000。"
    )
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 攻め役, type: character, level: 1, power: 9000, soul: 1, text: "{text}"}}\n'
        "  B:\n    level: 2\n    deck: 10\n    stage:\n"
        f"      center_front: {{name: 受け役, type: character, level: {level}, power: 5000, soul: 1}}\n"
        "actions:\n  - {do: attack, slot: center_front, kind: front}\nask: [受け役.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["受け役.power"] == power


# ------------------------------- 「（…がアタックした時、）あなたはそのキャラを選び、…」: no count


def test_choosing_the_one_card_the_trigger_named() -> None:
    """「他のあなたの《冒険者》のキャラがアタックした時、あなたはそのキャラを選び、そのターン中、パワーを
    ＋500。」: そのキャラ is one card, the attacker; it is the choice (before: 「a choice without a
    count」) and gets +500 — the card with the ability does not."""
    text = (
        "【自】 他のあなたの《冒険者》のキャラがアタックした時、あなたはそのキャラを選び、そのターン中、"
        "パワーを＋500。"
    )
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 冒, type: character, level: 0, power: 3000, soul: 1, traits: [冒険者]}\n"
        f'      left_back: {{name: 主, type: character, level: 0, power: 1000, text: "{text}"}}\n'
        "  B: {level: 1, deck: 10}\n"
        "actions:\n  - {do: attack, slot: center_front, kind: direct}\nask: [冒.power, 主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"] == {"冒.power": 3500, "主.power": 1000}


# ------------------------------- 「あなたのストックが相手のストック以上なら」: counts with 以上 / 以下


@pytest.mark.parametrize(
    ("cond", "zone_", "mine", "theirs", "drawn"),
    [
        ("あなたのストックが相手のストック以上なら", "stock", 2, 2, 1),
        ("あなたのストックが相手のストック以上なら", "stock", 1, 2, 0),
        ("あなたのクロックが相手のクロック以下なら", "clock", 2, 2, 1),
        ("あなたのクロックが相手のクロック以下なら", "clock", 3, 2, 0),
    ],
)
def test_a_count_at_least_or_at_most_the_other_players(
    cond: str, zone_: str, mine: int, theirs: int, drawn: int
) -> None:
    """以上 / 以下 after the other player's cards: equal counts hold too (before: 「word or_more」 /
    「reference following」)."""
    r = ws_resolve_text(_counts(mine, theirs, zone_), f"{cond}、あなたは1枚引く。", ask="A.deck")
    assert not unsupported(r)
    assert r.outcome["state"]["A.deck"] == 10 - drawn


@pytest.mark.parametrize(("mine", "theirs", "power"), [(2, 2, 4000), (1, 2, 3000)])
def test_a_players_level_at_least_the_others(mine: int, theirs: int, power: int) -> None:
    """「あなたのレベルが相手のレベル以上なら」: the level zones' cards (3.9), equal included."""
    text = "【永】 あなたのレベルが相手のレベル以上なら、このカードのパワーを＋1000。"
    src = (
        WS_HEAD + f"players:\n  A:\n    level: {mine}\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        f"  B:\n    level: {theirs}\n    deck: 10\nask: [主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


@pytest.mark.parametrize(("music", "power"), [(2, 4000), (1, 3000)])
def test_a_count_of_the_characters_next_to_this_card(music: int, power: int) -> None:
    """「このカードの隣の《音楽》のキャラが2枚以上なら」: of the two front sides, those with the trait
    (before: 「a count condition on a reference」); a back-row 《音楽》 is not next to it."""
    text = "【永】 このカードの隣の《音楽》のキャラが2枚以上なら、このカードのパワーを＋1000。"
    right = "[音楽]" if music == 2 else "[]"
    src = (
        WS_HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 主, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        "      left_front: {name: 左, type: character, level: 0, power: 1000, traits: [音楽]}\n"
        f"      right_front: {{name: 右, type: character, level: 0, power: 1000, traits: {right}}}\n"
        "      left_back: {name: 後, type: character, level: 0, power: 1000, traits: [音楽]}\n"
        "  B: {level: 1, deck: 10}\nask: [主.power]\n"
    )
    r = resolve(loads(src))
    assert not unsupported(r)
    assert r.outcome["state"]["主.power"] == power


@pytest.mark.parametrize(("clock", "dealt"), [(5, 2), (4, 1)])
def test_instead_a_damage_with_no_player(clock: int, dealt: int) -> None:
    """「相手に1ダメージを与える。あなたのクロックが5枚以上なら、かわりに2ダメージを与える。」: the
    replacing damage goes to the player the replaced one did (8.2.1.3; before: 「a missing noun
    phrase」)."""
    board = (
        f"  A:\n    level: 1\n    clock: {clock}\n    deck: 10\n"
        "  B:\n    level: 1\n    deck: [{name: 一, type: character}, {name: 二, type: character},"
        " {name: 三, type: character}, 7]\n"
    )
    r = ws_resolve_text(
        board,
        "相手に1ダメージを与える。あなたのクロックが5枚以上なら、かわりに2ダメージを与える。",
        ask="B.clock",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["B.clock"] == dealt
