"""Victory Spark (vs): operative clauses the engine did not cite before round 18 (session 13,
coverage pass s13vscov), each on a minimal case of its own — a board where the clause applies
and one where it does not; the clause quoted in each test."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, vs_ability_phase_use, vs_head, vs_ruling

# ------------------------------------------- 8.5.4.2: choosing in a hidden zone by information

HAND = "hand: [{name: 竜A, ap: 1000, dp: 1000, attribute: 竜}, {name: 猫B, ap: 1000, dp: 1000, attribute: 猫}],"


def test_a_hand_card_chosen_by_its_information_may_be_left_unchosen() -> None:
    """8.5.4.2 「選ぶものが公開されていない非公開領域のカードであり、かつ選ぶための条件としてカードの
    情報を必要としている場合…選ぶプレイヤーは、その領域に条件を満たすカードがあったとしても、そのカード
    を選ばないことができます」: 「手札の《竜》のカードを1枚選び」 with 竜A in the hand — A may choose
    none (竜A stays) or choose it (竜A goes to the deck); the choice is A's, citing 8.5.4.2."""
    text = "[ベンチ][このカードをレストする]あなたは自分の手札の《竜》のカードを1枚選び、山札の下に置く。"
    r = vs_ability_phase_use(text, HAND, "[竜A.zone]")
    assert r.outcome["depends_on"] == "A"
    got = {b["choices"][0]: b["outcome"]["state"]["竜A.zone"] for b in r.outcome["branches"]}
    assert got == {"0": "A.hand", "1": "A.deck"}
    for n, zone in (("0", "A.hand"), ("1", "A.deck")):
        one = vs_ability_phase_use(
            text, HAND, "[竜A.zone]", f"  - {{player: A, at: choose_count, choose: '{n}'}}"
        )
        assert one.outcome["state"] == {"竜A.zone": zone}
        assert "8.5.4.2" in one.decided_by


@pytest.mark.parametrize(
    ("text", "extra"),
    [
        # no condition on the cards' information: the hand card must be chosen (8.5.4.1)
        ("あなたは自分の手札を1枚選び、山札の下に置く。", HAND.split(", {name: 猫B")[0] + "],"),
        # a public zone (the waiting room, 3.6.2) chosen by information: must be chosen
        (
            "あなたは自分の控え室の《竜》のカードを1枚選び、山札の下に置く。",
            HAND.replace("hand:", "hand: [], waiting:"),
        ),
    ],
)
def test_a_choice_in_the_open_or_without_a_condition_must_be_made(text: str, extra: str) -> None:
    """8.5.4.1 「選ぶことのできる場合に、選ばないことを選択することはできません」: without a
    condition on the information, or in a public zone, 8.5.4.2 does not apply — 竜A is chosen."""
    r = vs_ability_phase_use("[ベンチ][このカードをレストする]" + text, extra, "[竜A.zone]")
    assert r.outcome["state"] == {"竜A.zone": "A.deck"}
    assert "8.5.4.2" not in r.decided_by and "8.5.4.2" not in cited(r)


# ------------------------------------ 3.8.4: a technique has its card's information (a cancel)

LEVEL_CANCEL = "{cancel}[手札][このカードを控え室に置く]相手のレベル2以上のカードの技を1つ選び、キャンセルする。"
ANY_CANCEL = "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"


def _cancel(cancel: str, level: int, choose: bool) -> Any:
    a = (
        "{deck: 20, hand: 0, ring: {name: 千早, level: "
        + str(level)
        + ', ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = f'{{deck: 20, hand: [{{name: 真, ap: 1, dp: 1, text: "{cancel}"}}],' + (
        " ring: {name: 美希, ap: 1, dp: 5000}}"
    )
    extra = "choices:\n  - {player: B, at: cancel, choose: 真}\n" if choose else ""
    return vs_ruling(
        a,
        b,
        "  - {do: attack, support: 春香}",
        "[A.hand, 真.zone]",
        "{player: A, number: 6, phase: attack, first_player: B}",
        extra,
    )


@pytest.mark.parametrize(("level", "hand", "zone"), [(2, 0, "B.waiting"), (1, 1, "B.hand")])
def test_a_cancel_condition_reads_the_techniques_card_information(
    level: int, hand: int, zone: str
) -> None:
    """3.8.4 「解決領域にある技の情報はその技を解決領域に置いたカードの情報と同じ情報を持ちます」:
    「レベル2以上のカードの技」 is met by the technique of a level-2 card (cancelled) and not by a
    level-1 card's (the cancel is not used); both read the technique's information, 3.8.4."""
    r = _cancel(LEVEL_CANCEL, level, True)
    assert r.outcome["state"] == {"A.hand": hand, "真.zone": zone}
    assert "3.8.4" in cited(r)


def test_a_cancel_with_no_condition_reads_no_information() -> None:
    """3.8.4 does not decide a cancel whose choice states no condition on the technique's
    information (「相手の技を1つ選び」): the level-1 card's technique is cancelled."""
    r = _cancel(ANY_CANCEL, 1, True)
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
    assert "3.8.4" not in cited(r)


# ------------------------------------------ 8.10.1.1.1: a player's replaced action counts as done

_REPLACED = (
    vs_head("ability") + "  A: {deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000}}\n"
    "  B: {deck: 10, hand: 0, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "effects:\n  - {target: %s, stat: %s, op: replace, value: draw, source: 置換効果}\n"
    "actions:\n  - %s\nask: [%s]\n"
)


def test_a_players_replaced_draw_counts_as_done() -> None:
    """8.10.1.1.1 「プレイヤーの行動に対して置換効果が発生した場合、その行動による元の事象は発生
    しませんが、そのプレイヤーはその行動を行なったこととなります」: A's draw replaced (an effect in
    force: when A draws, instead A discards its surprise card) — A's hand stays empty, the
    surprise card goes to the waiting room; the replacement cites 8.10.1.1.1 with 8.10.1.1."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = _REPLACED % ("A", "draw", "{do: draw, player: A, amount: 1}", "A.hand, 伏兵.zone")
    src = src.replace("value: draw,", "value: discard_surprise,").replace("ability}", "chara}")
    src = src.replace(
        "hand: 0, ring: {name: 千早",
        "hand: 0, surprise: {name: 伏兵, ap: 1, dp: 1}, ring: {name: 千早",
        1,
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {"A.hand": 0, "伏兵.zone": "A.waiting"}
    assert {"8.10.1.1", "8.10.1.1.1"} <= set(r.decided_by)


def test_a_replaced_move_that_is_no_players_action_does_not_cite_it() -> None:
    """8.10.1.1.1 is about a player's action: a card put in the retire zone (3.5.1, a move made
    by the rules or an effect) replaced by a draw cites 8.10.1.1 but not 8.10.1.1.1."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = _REPLACED % ("千早", "retire", "{do: retire, card: 千早}", "千早.zone, A.hand")
    r = resolve(loads(src))
    assert r.outcome["state"] == {"千早.zone": "A.ring", "A.hand": 1}
    assert "8.10.1.1" in r.decided_by and "8.10.1.1.1" not in cited(r)


# ------------------------- 3.5.3 / 3.6.3 / 3.7.3: a player reorders its own zones (3.2.2: not the deck)

_REORDER = (
    vs_head("chara")
    + "  A: {deck: 10, hand: 2, waiting: 3, retire: 2, ring: {name: 千早, ap: 2000, dp: 2000},"
    " bench: {left: {name: 春香, ap: 1, dp: 1}}}\n"
    "  B: {deck: 10, waiting: 2, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "actions:\n  - {do: reorder, player: %s, zone: %s, allowed: %s}\nask: [A.waiting]\n"
)


@pytest.mark.parametrize(
    ("player", "zone", "clause"),
    [("A", "retire", "3.5.3"), ("A", "waiting", "3.6.3"), ("B", "hand", "3.7.3")],
)
def test_a_player_reorders_its_own_retire_zone_waiting_room_hand(
    player: str, zone: str, clause: str
) -> None:
    """3.5.3 / 3.6.3 / 3.7.3 「自身の（リタイヤ置場|控え室|手札）のカードの順番は、自身が自由に変えて
    かまいません」: allowed, decided by the zone's clause only."""
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    r = resolve(loads(_REORDER % (player, zone, "true")))
    assert check_expect(r) == [] and "rejected" not in r.outcome
    others = {"3.5.3", "3.6.3", "3.7.3"} - {clause}
    assert clause in r.decided_by and not others & set(r.decided_by)


@pytest.mark.parametrize(
    ("player", "zone", "clause"),
    [
        ("A", "deck", "3.2.2"),  # 「その順番を変更することはできません」
        ("A", "bench", "3.3.3.4"),  # 「自由に入れ替えることはできません」
        ("A", "B.waiting", "3.6.3"),  # another player's waiting room: not 「自身の」
        ("B", "A.retire", "3.5.3"),
    ],
)
def test_a_deck_the_bench_and_another_players_zone_are_not_reordered(
    player: str, zone: str, clause: str
) -> None:
    """3.2.2: nobody changes a deck's order; 3.3.3.4: the bench frames are not rearranged;
    3.5.3 / 3.6.3 say 「自身の」: another player's zone is refused."""
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    r = resolve(loads(_REORDER % (player, zone, "false")))
    assert check_expect(r) == [] and r.outcome.get("rejected") is True
    assert clause in r.decided_by


# ------------------- 8.9.1.2: continuous effects that change no value are applied first

NAMES_IT = "[ベンチ]相手のリングの《素敵》のカードを+0/-1000。"


@pytest.mark.parametrize(
    ("b_ring", "dp", "applies"),
    [
        ("[リング]このカードは追加で《素敵》になる。", 2000, True),  # added, then the -1000
        ("", 3000, False),  # not held: the -1000 does not reach it
    ],
)
def test_an_added_attribute_is_applied_before_the_value_change(
    b_ring: str, dp: int, applies: bool
) -> None:
    """8.9.1.2 「次に、継続効果のうち情報の値を変更するものでないものをすべて適用します」: 美希's own
    「追加で《素敵》になる」 (2.15.2, no value changed) is applied before 律子's 「《素敵》のカードを
    +0/-1000」, which then reaches 美希 (3000 → 2000); without the addition 8.9.1.2 decides
    nothing."""
    r = vs_ruling(
        "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{NAMES_IT}"}}}}}}',
        f'{{deck: 9, ring: {{name: 美希, ap: 2000, dp: 3000, text: "{b_ring}"}}}}',
        "  []",
        "[美希.dp]",
        "{player: A, number: 3, phase: chara}",
    )
    assert r.outcome["state"] == {"美希.dp": dp}
    assert ("8.9.1.2" in r.decided_by) is applies


# ------------------------- 3.2.4: several cards put in a deck at once: their owner orders them

TWO_DOWN = "[ベンチ][このカードをレストする]あなたは自分の手札を2枚選び、山札の下に置く。"
TWO = "hand: [{name: 手1, ap: 1000, dp: 1000}, {name: 手2, ap: 1000, dp: 1000}],"


@pytest.mark.parametrize(("first", "bottom"), [("手2", ["手1", "手2"]), ("手1", ["手2", "手1"])])
def test_several_cards_put_in_the_deck_at_once_are_ordered_by_their_owner(
    first: str, bottom: list[str]
) -> None:
    """3.2.4 「複数のカードが山札に同時に置かれる場合、特に指定がなければ、そのカードの持ち主が並び順を
    決めます」: 「手札を2枚選び、山札の下に置く」 — A (their owner) says which goes to the bottom
    first; the deck ends with the other above it."""
    r = vs_ability_phase_use(
        TWO_DOWN, TWO, "[手1.zone, 手2.zone]", f"  - {{player: A, at: order, choose: {first}}}"
    )
    assert r.outcome["state"] == {"手1.zone": "A.deck", "手2.zone": "A.deck"}
    deck = [c.name for c in r.main.final.players["A"].zones["deck"]]
    assert deck == ["山1", "山2", *bottom] and "3.2.4" in r.decided_by
    assert not [w for w in r.main.warnings if w.kind in ("unsupported", "assumption")]


def test_one_card_put_in_the_deck_has_no_order_to_decide() -> None:
    """3.2.4 is about several cards: one card chosen and put at the deck's bottom is just put
    there (3.2.5), nobody ordering anything."""
    one = TWO_DOWN.replace("2枚", "1枚")
    r = vs_ability_phase_use(one, TWO.split(", {name: 手2")[0] + "],", "[手1.zone]")
    assert r.outcome["state"] == {"手1.zone": "A.deck"}
    assert "3.2.4" not in cited(r)


# -------------- 8.10.2.1: several replacements of an event on a card: the card's master picks

_TWO_REPLACEMENTS = (
    vs_head("ability") + "  A: {deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
    " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}\n"
    "  B: {deck: 10, hand: 0, ring: {name: 美希, ap: 2000, dp: 3000},"
    " bench: {left: {name: 雪歩, ap: 1000, dp: 1000}}}\n"
    "effects:\n"
    "  - {target: %(card)s, stat: %(verb)s, op: replace, value: check_timing, source: 何もしない}\n"
    "  - {target: %(card)s, stat: %(verb)s, op: replace, value: draw, source: 1枚引く}\n"
    "actions:\n  - %(act)s\n"
    "choices:\n  - {player: %(who)s, at: replacement, choose: 何もしない}\n"
    "ask: [%(card)s.zone, A.hand, B.hand]\n"
)


def _two_replacements(card: str, verb: str, act: str, who: str) -> Any:
    """The ruling of :data:`_TWO_REPLACEMENTS` with ``card``'s ``verb`` done by ``act`` and
    ``who`` answering the choice of a replacement."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = _TWO_REPLACEMENTS % {"card": card, "verb": verb, "act": act, "who": who}
    return resolve(loads(src))


def test_two_replacements_of_a_card_put_in_the_retire_zone_its_master_picks() -> None:
    """8.10.2.1 「影響を受ける事象がカードや能力である場合、そのマスターが決定します」: B's 雪歩 put in
    the retire zone (no player doing it) under two replacement effects — B, its master (4.3.2),
    picks 「何もしない」 during A's turn: 雪歩 stays on the bench."""
    from ruling.resolve import check_expect

    r = _two_replacements("雪歩", "retire", "{do: retire, card: 雪歩}", "B")
    assert r.outcome["state"] == {"雪歩.zone": "B.bench.left", "A.hand": 0, "B.hand": 0}
    assert {"8.10.2", "8.10.2.1"} <= set(r.decided_by) and "8.10.2.2" not in r.decided_by
    assert check_expect(r) == []


def test_two_replacements_of_a_players_act_are_not_decided_by_8_10_2_1() -> None:
    """A player's act (A rests its own 春香, 4.9.1.2) is an action of the game: 8.10.2.2, not
    8.10.2.1, names who picks."""
    r = _two_replacements("春香", "orient", "{do: orient, player: A, card: 春香, to: rest}", "A")
    assert r.outcome["state"] == {"春香.zone": "A.bench.left", "A.hand": 0, "B.hand": 0}
    assert "8.10.2.2" in r.decided_by and "8.10.2.1" not in cited(r)


# ---------------------------------------- 2.14.3: a technique with nothing in its effect


@pytest.mark.parametrize(
    ("text", "empty"),
    [
        ("[ベンチ][このカードを控え室に置く]", True),  # a cost and nothing after it
        ("[ベンチ][このカードを控え室に置く]あなたは1枚引く。", False),
    ],
)
def test_a_technique_with_nothing_in_its_effect_is_used_and_does_nothing(
    text: str, empty: bool
) -> None:
    """2.14.3 「技効果には何も書かれていない場合があります。その場合その技は何も起こしません」: 律子's
    technique with only a cost is used — 律子 goes to the waiting room for the cost — and does
    nothing (no card drawn); with an effect written, 2.14.3 decides nothing."""
    r = vs_ability_phase_use(text, "hand: 0,", "[律子.zone, A.hand]")
    assert r.outcome["state"] == {"律子.zone": "A.waiting", "A.hand": 0 if empty else 1}
    assert ("2.14.3" in r.decided_by) is empty
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


# ------------------- 3.1.2: a zone's card count is public; its cards only where the rules say

_LOOK = (
    vs_head("chara")
    + "  A: {deck: 10, hand: 2, energy: 2, retire: [{name: 伏1, face: down}, {name: 表1}],"
    " surprise: {name: 伏兵, ap: 1, dp: 1}, ring: {name: 千早, ap: 2000, dp: 2000}}\n"
    "  B: {deck: 10, hand: 3, waiting: 2, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "actions:\n  - {do: look, player: A, zone: %s, what: %s, allowed: %s}\nask: [A.hand]\n"
)


@pytest.mark.parametrize("zone", ["B.deck", "B.hand", "energy"])
def test_the_number_of_cards_in_any_zone_may_be_checked(zone: str) -> None:
    """3.1.2 「それぞれの領域にあるカードの枚数はすべてのプレイヤーに公開されており、いつでも確認する
    ことができます」: A checks how many cards B's deck, B's hand, its own energy zone hold."""
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    r = resolve(loads(_LOOK % (zone, "count", "true")))
    assert check_expect(r) == [] and "3.1.2" in r.decided_by


@pytest.mark.parametrize(
    ("zone", "allowed", "clause"),
    [
        ("deck", "false", "3.2.2"),  # 「いずれのプレイヤーもその内容や順番を見ることはできず」
        ("energy", "false", "3.4.2"),  # 「いずれのプレイヤーもその内容を見る事はできません」
        (
            "B.hand",
            "false",
            "3.7.2",
        ),  # 「他のプレイヤーの手札のカードの内容を見ることはできません」
        ("hand", "true", "3.7.2"),  # 「自身の手札のカードの内容は自由に見ることができます」
        ("surprise", "true", "3.9.3"),  # one's own surprise card, face down
        ("B.waiting", "true", "3.6.2"),  # a public zone
        ("retire", "true", "3.5.2"),  # its face-up cards; the face-down one is hidden
    ],
)
def test_a_zones_cards_are_seen_only_where_the_rules_let_the_player(
    zone: str, allowed: str, clause: str
) -> None:
    """The contents of a zone (not its count, 3.1.2): refused for a deck, an energy zone and
    another player's hand; allowed for one's own hand and surprise card and a public zone."""
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    r = resolve(loads(_LOOK % (zone, "cards", allowed)))
    assert check_expect(r) == [] and clause in r.decided_by
    assert "3.1.2" not in cited(r)


# --------------------- 3.8.9: a technique whose cancel was cancelled may be cancelled anew

CANCEL = "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"


def _cancel_war(b_hand: str, choices: str) -> Any:
    a = (
        f'{{deck: 20, hand: [{{name: 律子, ap: 1000, dp: 1000, text: "{CANCEL}"}}],'
        ' ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、'
        'あなたは1枚引く。"}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}'
    )
    b = f"{{deck: 20, hand: [{b_hand}], ring: {{name: 美希, ap: 2000, dp: 5000}}}}"
    return vs_ruling(
        a,
        b,
        "  - {do: attack, support: 春香}",
        "[A.deck, 真.zone, 雪歩.zone]" if "雪歩" in b_hand else "[A.deck, 真.zone]",
        "{player: A, number: 6, first_player: B}",
        f"choices:\n{choices}\n",
    )


def test_a_technique_whose_cancel_was_cancelled_is_cancelled_by_another() -> None:
    """3.8.9 「キャンセルに選ばれていた能力に対して他の○によってキャンセルをし直す事も可能です」: B
    cancels 千早's technique with 真, A cancels 真's cancel with 律子 (B lets that one resolve;
    3.8.8: 真's leaves unresolved), and B cancels 千早's technique anew with 雪歩 — A draws
    nothing."""
    two = (
        f'{{name: 真, ap: 1000, dp: 1000, text: "{CANCEL}"}},'
        f' {{name: 雪歩, ap: 1000, dp: 1000, text: "{CANCEL}"}}'
    )
    # B lets 律子's cancel resolve (not cancelling it with 雪歩), then uses 雪歩 anew
    picks = (
        "  - {player: B, at: cancel, choose: 真}\n  - {player: A, at: cancel, choose: 律子}\n"
        "  - {player: B, at: cancel, choose: 'no'}\n  - {player: B, at: cancel, choose: 雪歩}"
    )
    r = _cancel_war(two, picks)
    assert r.outcome["state"] == {"A.deck": 20, "真.zone": "B.waiting", "雪歩.zone": "B.waiting"}
    assert {"3.8.8", "3.8.9"} <= set(r.decided_by)
    # B declines the second chance: the technique resolves, A draws
    r = _cancel_war(two, picks.replace("choose: 雪歩", "choose: 'no'"))
    assert r.outcome["state"] == {"A.deck": 19, "真.zone": "B.waiting", "雪歩.zone": "B.hand"}


def test_with_no_other_cancel_the_technique_resolves() -> None:
    """3.8.9 offers nothing when B holds no other cancel: after A cancels 真's cancel, 千早's
    technique resolves (A draws) and 3.8.9 decides nothing."""
    one = f'{{name: 真, ap: 1000, dp: 1000, text: "{CANCEL}"}}'
    picks = "  - {player: B, at: cancel, choose: 真}\n  - {player: A, at: cancel, choose: 律子}"
    r = _cancel_war(one, picks)
    assert r.outcome["state"] == {"A.deck": 19, "真.zone": "B.waiting"}
    assert "3.8.9" not in cited(r)


# ------------------ 3.4.3: an energy card's state is not changed without an instruction

_ENERGY = (
    vs_head("chara")
    + "  A: {deck: 10, energy: [{name: 札E, state: rest}], ring: {name: 千早, ap: 2000, dp: 2000}}\n"
    "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "actions:\n  - {do: orient, card: 札E, to: stand%s}\nask: [札E.state]\n"
)


@pytest.mark.parametrize(("by", "state"), [(", by: player", "rest"), ("", "stand")])
def test_an_energy_card_is_not_stood_without_an_instruction(by: str, state: str) -> None:
    """3.4.3 「コストの支払いなど以外で、指示なく自身のエネルギー置場のカードの状態を変えてはいけません」:
    A standing its rested energy card of its own will is refused (it stays rested); an effect
    standing it (an instruction) does it, 3.4.3 deciding nothing."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_ENERGY % by))
    assert r.outcome["state"] == {"札E.state": state}
    assert ("3.4.3" in r.decided_by) is bool(by)


@pytest.mark.parametrize(("looker", "flagged"), [("A", True), ("B", False)])
def test_the_owner_looking_at_its_face_down_retire_card_is_unsettled(
    looker: str, flagged: bool
) -> None:
    """face_down_retire_owner_sees (vs.unsettled.yaml): 3.5.2 makes a face-down retire card
    hidden without the exception the hand (3.7.2) and the surprise zone (3.9.3) give their
    owner — A looking at its own retire zone is flagged; B, not its owner, just does not see it
    (3.5.2 settles that)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (_LOOK % ("A.retire", "cards", "true")).replace(
        "player: A, zone", f"player: {looker}, zone"
    )
    r = resolve(loads(src))
    amb = [w for w in r.warnings() if w.kind == "ambiguity" and "3.5.2" in w.clauses]
    assert bool(amb) is flagged and "3.5.2" in r.decided_by


def test_an_automatic_techniques_hand_choice_by_information_may_choose_none() -> None:
    """8.6.11.2 (the automatic techniques' 8.5.4.2): 「このカードがアタックした時、…手札の《竜》の
    カードを1枚選び」 — A may leave 竜A in its hand; the choice is A's and cites 8.6.11.2."""
    text = "[リング]このカードがアタックした時、あなたは自分の手札の《竜》のカードを1枚選び、山札の下に置く。"
    a = (
        "{deck: 9, " + HAND + f' ring: {{name: 千早, ap: 2000, dp: 2000, text: "{text}"}},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 5000}}"
    for n, zone in (("0", "A.hand"), ("1", "A.deck")):
        r = vs_ruling(
            a,
            b,
            "  - {do: attack, support: 春香}",
            "[竜A.zone]",
            "{player: A, number: 6, first_player: B}",
            f"choices:\n  - {{player: A, at: choose_count, choose: '{n}'}}\n",
        )
        assert r.outcome["state"] == {"竜A.zone": zone}
        assert "8.6.11.2" in r.decided_by and "8.5.4.2" not in r.decided_by


# ------------------------------------------------ 8.6.9 / 8.6.9.1: state triggers

_STATE = (
    vs_head("ability")
    + '  A: {deck: 10, hand: %s, ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}}\n'
    "  B: {deck: %s, waiting: 0, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "actions:\n  - {do: put, card: 手1, to: %s}\nask: [A.hand, B.hand]\n"
)
EMPTY_HAND = "[リング]あなたの手札にカードがない時、あなたは1枚引く。"


def _pending(r: Any) -> int:
    return sum(1 for s in r.main.trace.steps if s.event == "pending")


def test_a_state_trigger_is_used_when_its_state_arises() -> None:
    """8.6.9 「特定の条件が満たされていることを誘発条件としている場合があります(例「あなたの手札に
    カードがない時、～」等)。これを状態誘発と呼びます」: A's last hand card goes to the waiting
    room — the hand is empty, 千早's technique is used once and A draws (the state no longer
    holds)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_STATE % ("[{name: 手1}]", EMPTY_HAND, 10, "waiting")))
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 0}
    assert {"8.6.9", "8.6.9.1"} <= set(r.decided_by) and _pending(r) == 1


def test_a_state_trigger_whose_state_does_not_arise_is_not_used() -> None:
    """8.6.9: 手1 put in the deck, a second hand card stays — the hand is never empty, the
    technique is not used."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(_STATE % ("[{name: 手1}, {name: 手2}]", EMPTY_HAND, 10, "deck")))
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 0}
    assert "8.6.9" not in cited(r) and _pending(r) == 0


def test_a_state_trigger_still_met_after_it_resolves_is_used_again() -> None:
    """8.6.9.1 「この自動能力が解決またはキャンセルされた後、再びその自動能力の誘発条件が満たされて
    いる場合、その能力は再度使用されます」: 「あなたの手札にカードがない時、相手は1枚引く」 — A's hand
    stays empty, so after each resolution it is used again: B draws its whole deck of 3 (one
    entry waiting at a time, 8.6.9.1's 「1度だけ」)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = EMPTY_HAND.replace("あなたは1枚引く", "相手は1枚引く")
    r = resolve(loads(_STATE % ("[{name: 手1}]", text, 3, "waiting")))
    assert len(r.main.final.players["B"].zones["hand"]) == 3
    assert _pending(r) >= 3 and "8.6.9.1" in r.decided_by


# ------------------------------------------------ 8.6.8: delayed triggers

DELAYED = "[ベンチ][このカードをレストする]このターンの終わりに、あなたは1枚引く。"


@pytest.mark.parametrize(("end", "hand"), [(True, 1), (False, 0)])
def test_a_delayed_trigger_made_by_an_effect_triggers_at_the_end_of_the_turn(
    end: bool, hand: int
) -> None:
    """8.6.8 「なんらかの効果により、以降の特定の時点で誘発条件が発生する自動能力が作成されることが
    あります。これを時限誘発と呼びます。時限誘発は、特に期限が示されていないかぎり、一度だけ誘発条件を
    満たします」: 律子's 「このターンの終わりに、あなたは1枚引く」 draws nothing when used; at the end
    phase's start (6.8.1.1) the delayed trigger triggers once and A draws — not before."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (
        vs_head("ability") + "  A: {deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{DELAYED}"}}}}}}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
        "actions:\n  - {do: ability_phase, actions: [{do: use, card: 律子}]}\n"
        + ("  - {do: attack}\n  - {do: end_phase}\n" if end else "")
        + "ask: [A.hand]\n"
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {"A.hand": hand}
    # made in both (why A has not drawn yet, too); triggered only at the end phase
    assert "8.6.8" in r.decided_by
    assert sum(1 for s in r.main.trace.steps if s.event == "pending" and "8.6.8" in s.clauses) == (
        1 if end else 0
    )
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def test_a_delayed_trigger_at_the_end_of_the_attack() -> None:
    """8.6.8 with 7.1.6.1: 「このカードがアタックした時、このアタックの終わりに、あなたは1枚引く」 —
    the draw waits for the attack end step: A has drawn once the attack is over."""
    text = "[リング]このカードがアタックした時、このアタックの終わりに、あなたは1枚引く。"
    r = vs_ruling(
        f'{{deck: 9, hand: 0, ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        "{deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[A.hand]",
        "{player: A, number: 6, first_player: B}",
    )
    assert r.outcome["state"] == {"A.hand": 1}
    steps = r.main.trace.steps
    made = next(i for i, s in enumerate(steps) if s.event == "setvar" and "8.6.8" in s.clauses)
    end = next(i for i, s in enumerate(steps) if s.event == "end:attack")
    fired = next(i for i, s in enumerate(steps) if s.event == "pending" and "8.6.8" in s.clauses)
    assert made < end < fired


def test_a_state_trigger_on_a_zone_not_given_is_not_taken_as_met() -> None:
    """8.6.9 with an unknown: A's hand is not given (unknown, not empty) — 「あなたの手札にカードが
    ない時」 is not taken as met, and the ruling states the assumption."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (_STATE % ("[]", EMPTY_HAND, 10, "deck")).replace("hand: [], ", "")
    # an event after which state triggers are looked for: B draws
    src = src.replace("{do: put, card: 手1, to: deck}", "{do: draw, player: B, amount: 1}")
    src = src.replace("ask: [A.hand, B.hand]", "ask: [A.deck]")
    r = resolve(loads(src))
    assert r.outcome["state"] == {"A.deck": 10} and _pending(r) == 0
    assert [w for w in r.main.warnings if w.kind == "assumption" and "8.6.9" in w.clauses]


def test_the_count_of_a_zone_not_given_is_unknown() -> None:
    """3.1.2 on a deck the scenario does not list: it may be checked, its number is unknown (not
    0)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (_LOOK % ("B.deck", "count", "true")).replace("  B: {deck: 10, ", "  B: {")
    r = resolve(loads(src))
    step = next(s for s in r.main.trace.steps if s.event == "mark" and "3.1.2" in s.clauses)
    assert "unknown" in step.en


def test_a_state_trigger_on_the_bench_reads_its_three_frames() -> None:
    """8.6.9 with the bench (3.3.3.2: three frames): 「あなたのベンチにカードがない時」 is met when
    the last bench card leaves — not while another frame holds a card. (The draw leaves the
    bench empty: used again after each resolution, 8.6.9.1, A draws its whole deck.)"""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = "[リング]あなたのベンチにカードがない時、あなたは1枚引く。"
    for bench, drawn in (
        ("{left: {name: 手1}}", 10),
        ("{left: {name: 手1}, right: {name: 手2}}", 0),
    ):
        src = (
            vs_head("ability")
            + f'  A: {{deck: 10, hand: 0, bench: {bench}, ring: {{name: 千早, ap: 2000, dp: 2000, text: "{text}"}}}}\n'
            "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
            "actions:\n  - {do: put, card: 手1, to: waiting}\nask: [A.hand]\n"
        )
        r = resolve(loads(src))
        assert len(r.main.final.players["A"].zones["hand"]) == drawn


def test_a_delayed_trigger_may_be_cancelled() -> None:
    """12.1.1 on a delayed trigger (8.6.8: an automatic ability an effect made, in the resolution
    zone as any): B's cancel negates it at the end of the turn — A draws nothing."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = (
        vs_head("ability") + "  A: {deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{DELAYED}"}}}}}}\n'
        f'  B: {{deck: 10, hand: [{{name: 真, ap: 1, dp: 1, text: "{CANCEL}"}}],'
        " ring: {name: 美希, ap: 2000, dp: 3000}}\n"
        "actions:\n  - {do: ability_phase, actions: [{do: use, card: 律子}]}\n"
        "  - {do: attack}\n  - {do: end_phase}\n"
        "choices:\n  - {player: B, at: cancel, choose: 'no'}\n  - {player: B, at: cancel, choose: 真}\n"
        "ask: [A.hand, 真.zone]\n"
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}


_SURPRISE_REPLACED = (
    vs_head("chara")
    + "  A: {deck: 10, hand: [{name: 伏兵, ap: 1, dp: 1}, {name: 伏兵2, ap: 1, dp: 1}],"
    " ring: {name: 千早, ap: 2000, dp: 2000}}\n"
    "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}\n"
    "effects:\n  - {target: A, stat: %s, op: replace, value: check_timing, source: 置換効果}\n"
    "actions:\n  - {do: chara_phase, actions: [%s, "
    "{do: set_surprise, card: 伏兵2, allowed: %s}]}\nask: [伏兵2.zone]\n"
)


@pytest.mark.parametrize(
    ("verb", "first", "allowed", "zone"),
    [
        # the surprise action replaced: still the chara phase's one (6.5.1.2.6)
        ("set_surprise", "{do: set_surprise, player: A, card: 伏兵}", "false", "A.hand"),
        # a draw replaced: no surprise action taken, 伏兵2 may be set
        ("draw", "{do: draw, player: A, amount: 1}", "true", "A.surprise"),
    ],
)
def test_a_replaced_surprise_action_uses_up_the_turns_one(
    verb: str, first: str, allowed: str, zone: str
) -> None:
    """8.10.1.1.1 with 6.5.1.2.6 (one surprise-zone action a chara phase): A's setting of 伏兵
    is replaced (it does not happen) but A has done it — setting 伏兵2 is refused, decided by
    8.10.1.1.1; a replaced draw uses up nothing."""
    from ruling.resolve import check_expect, resolve
    from ruling.scenario import loads

    r = resolve(loads(_SURPRISE_REPLACED % (verb, first, allowed)))
    assert check_expect(r) == [] and r.outcome["state"] == {"伏兵2.zone": zone}
    assert ("8.10.1.1.1" in r.decided_by) is (verb == "set_surprise")


# ---------------- round-17 development files (s13covs): r17_017, r17_018, r17_023, r17_029

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: %(ap)d, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: %(hand)s
    ring: {name: 美希, ap: 2000, dp: 3000}
%(more)s
actions:
  - {do: attack, support: 春香}
%(choices)s
ask: [%(ask)s]
"""


def _attack(ap: int, hand: str = "0", more: str = "", choices: str = "", ask: str = "") -> object:
    return resolve(
        loads(ATTACK % {"ap": ap, "hand": hand, "more": more, "choices": choices, "ask": ask})
    )


@pytest.mark.parametrize(
    "condition",
    [
        "あなたのリングのカードがアタックされた時",
        "相手のカードがアタックした時",
        "相手のカードがサポートした時",
    ],
)
def test_a_surprise_met_with_the_attack_cites_the_moment_it_is_met(condition: str) -> None:
    """12.3.1 with 7.1.3.2.3: the surprise's [condition] is one of the trigger conditions that all
    arise at once with the attack; 千早 at 3000 - 1000 deals 2000 (7.1.5.3)."""
    more = (
        "    surprise: {name: 雪歩, ap: 1000, dp: 1000, text: "
        f'"{{surprise}}[{condition}]→相手のリングのカードを-1000/+0。"}}'
    )
    r = _attack(
        3000,
        more=more,
        choices="choices:\n  - {player: B, at: surprise, choose: yes}",
        ask="美希.damage",
    )
    assert r.outcome["state"] == {"美希.damage": 2000}  # type: ignore[attr-defined]
    assert {"12.3.1", "7.1.3.2.3"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_a_hand_technique_revealed_stays_in_the_hand() -> None:
    """4.4.1.1 with 3.1.8: revealed to be used, 雪歩 does not leave the hand; its +0/+2000 keeps
    美希 (4000 damage < 5000, 7.1.5.4)."""
    hand = (
        "[{name: 雪歩, ap: 1000, dp: 1000, text: "
        '"[手札]あなたのリングのカードがアタックされた時、あなたのリングのカードを+0/+2000。"}]'
    )
    r = _attack(
        4000,
        hand=hand,
        choices="choices:\n  - {player: B, at: hand_reveal, choose: yes}",
        ask="雪歩.zone, 美希.zone",
    )
    assert r.outcome["state"] == {"雪歩.zone": "B.hand", "美希.zone": "B.ring"}  # type: ignore[attr-defined]
    assert {"4.4.1.1", "3.1.8"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_a_triggered_technique_waits_for_a_check_timing() -> None:
    """8.6.2 with 3.8.3: 真's draw is put in the resolution zone when 美希 is retired and resolved
    at the next check timing, after the ring is refilled (7.1.5.4) — B draws the second card."""
    more = (
        "    bench: {left: {name: 真, ap: 1000, dp: 1000, text: "
        '"[ベンチ]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"}}'
    )
    src = (
        ATTACK
        % {"ap": 3000, "hand": "0", "more": more, "choices": "", "ask": "山札2.zone, 雪歩.zone"}
    ).replace(
        "    deck: 10\n    hand: 0",
        "    deck: [{name: 雪歩, ap: 1000, dp: 1000}, {name: 山札2}, 5]\n    hand: 0",
    )
    r = resolve(loads(src))
    assert r.outcome["state"] == {"山札2.zone": "B.hand", "雪歩.zone": "B.ring"}
    assert {"8.6.2", "3.8.3"} <= set(r.decided_by)


REST_ALL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 6]
    hand: 0
    energy: %s
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][あなたのエネルギーをすべてレストする]あなたは1枚引く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.hand]
"""


def test_rest_all_energy_with_none_standing_is_read_both_ways() -> None:
    """8.5.1.3.2 (「1つ以上のAを可能な限り支払う」: cancelled, the engine's reading) against 4.16.2
    (the payment can be carried out, rested energy not chosen): both run, the point raised."""
    r = resolve(loads(REST_ALL % "[{state: rest}, {state: rest}]"))
    assert r.outcome["state"] == {"A.hand": 0}
    assert [lf.outcome["state"]["A.hand"] for lf in r.alternates] == [1]
    flagged = [w for w in r.warnings() if w.kind == "ambiguity"]
    assert flagged and {"8.5.1.3.2", "4.16.2"} <= set(flagged[0].clauses)


def test_rest_all_energy_with_one_standing_raises_no_point() -> None:
    r = resolve(loads(REST_ALL % "[{state: rest}, {state: stand}]"))
    assert r.outcome["state"] == {"A.hand": 1}
    assert not r.alternates
    assert not [w for w in r.warnings() if w.kind == "ambiguity"]
