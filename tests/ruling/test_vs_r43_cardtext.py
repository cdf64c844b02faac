"""Round 43 (s40vsc), issue 12: vs card-text constructions of the development card sets
cards_r31–r36 and cards_r42, each run on a minimal board of its own.

**The entry spark's icon beside a trigger in words** (12.2.1 「自動能力の中には技効果右側に{spark}と
言うアイコンが書かれているものがあります。これはルールによって山札の1番上からリングへと領域移動した際に
誘発する自動能力である事を示しています」; 8.1.1.3.3): 「このカードが（山札から）リングに置かれた時、…
{spark}」 is the entry spark — the printed trigger names a move the icon's event is one of, so the
ability triggers on the rules' move from the deck's top only (an effect's put does not trigger it).
A printed trigger naming another event (from the hand, an attack) is refused, as before.

**「リングのカード」 with no player named** in a one-shot stat change (「このアタック中、リングのカードは
+0/+2000される」, a bench card's support trigger): whose ring the rules do not say — the document's
own 「リングのカード」 is either player's (9.3.1, 9.4.1), the bench card supports its own player's ring
card (3.3.3.1, 7.1.3.2). Both readings run (the audit's ``ring_card_no_player``): the master's ring
card only, or each player's ring card."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, vs_program, vs_refused, vs_ruling
from tests.ruling.test_vs_cardtext_r13 import BOARD

_ICON = "【新刊配本】《営業》[リング]あなたは1枚引く。{entry_spark}"


@pytest.mark.parametrize(
    "text",
    [
        "【新刊配本】《営業》[リング]このカードがリングに置かれた時、あなたは1枚引く。{spark}",
        "【新刊配本】《営業》[リング]このカードが山札からリングに置かれた時、あなたは1枚引く。{spark}",
    ],
)
def test_a_put_in_the_ring_beside_the_icon_is_the_entry_spark(text: str) -> None:
    assert vs_program(text) == vs_program(_ICON)


@pytest.mark.parametrize(
    "text",
    [
        # a move the rules' refill from the deck's top is not (12.2.1, 8.1.1.3.3)
        "【新刊配本】《営業》[リング]このカードが手札からリングに置かれた時、あなたは1枚引く。{spark}",
        "【新刊配本】《営業》[リング]このカードがアタックした時、あなたは1枚引く。{spark}",
    ],
)
def test_another_trigger_beside_the_icon_stays_refused(text: str) -> None:
    assert "trigger" in vs_refused(text)


@pytest.mark.parametrize(
    ("effect", "hand"),
    [
        # 8.1.1.3.3's example: the ring emptied by an effect, refilled by the rules (9.6.1) —
        # the entry spark triggers and A draws
        ("あなたは自分のリングのカードを選び、自分の控え室に置く。", 2),
        # the deck's top put in the ring by the effect itself: not the rules' move, no trigger
        ("あなたは自分の山札を上から1枚、自分のリングに置く。", 1),
    ],
)
def test_the_entry_spark_in_words_triggers_on_the_rules_move_only(effect: str, hand: int) -> None:
    text = "[リング]このカードがリングに置かれた時、あなたは1枚引く。{spark}"
    board = BOARD.replace("{entry_spark}あなたは1枚引く。", text) % (
        "ring: {name: 千早, ap: 2000, dp: 2000}",
        effect,
    )
    r = resolve(loads(board))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == hand
    assert "8.1.1.3.3" in r.decided_by or "12.2.1" in r.decided_by


@pytest.mark.parametrize(
    ("text", "ap", "hand"),
    [
        (
            "{spark}[リング]このカードがスパークした時、相手のリングのカードの攻撃力が3000以下なら、あなたは1枚引く。",
            2000,
            2,
        ),
        (
            "{spark}[リング]このカードがスパークした時、相手のリングのカードの攻撃力が3000以下なら、あなたは1枚引く。",
            4000,
            1,
        ),
        ("[リング]相手のリングのカードの攻撃力が3000以下なら、あなたは1枚引く。{spark}", 2000, 2),
        (
            "[リング]このカードがリングに置かれた時、相手のリングのカードの攻撃力が3000以下なら、あなたは1枚引く。{spark}",
            4000,
            1,
        ),
    ],
)
def test_an_entry_spark_with_a_condition_checks_it_as_it_resolves(
    text: str, ap: int, hand: int
) -> None:
    """12.2.1: an entry spark is an automatic technique; its 「…なら」 is checked as it resolves
    (8.6.5) — 美希's attack 2000 meets 「3000以下」 (A draws), 4000 does not (nothing happens)."""
    board = BOARD.replace("{entry_spark}あなたは1枚引く。", text).replace(
        "ap: 2000, dp: 3000", f"ap: {ap}, dp: 3000"
    ) % (
        "ring: {name: 千早, ap: 2000, dp: 2000}",
        "あなたは自分のリングのカードを選び、自分の控え室に置く。",
    )
    r = resolve(loads(board))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["A.hand"] == hand
    assert {"12.2.1", "8.6.5"} <= set(r.decided_by)


# --- 「リングのカード」 with no player named --------------------------------------------------------

_ATTACK = "{player: A, number: 5, phase: attack}"


def _support(text: str) -> object:
    """A's 千早 (AP 0) attacks B's 美希 (DP 1000) supported by 春香, whose technique is ``text``."""
    return vs_ruling(
        "{deck: 10, hand: 0, ring: {name: 千早, ap: 0, dp: 2000}, "
        f'bench: {{left: {{name: 春香, ap: 1000, dp: 1000, text: "{text}"}}}}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 1000}}",
        "  - {do: attack, support: 春香}",
        "[千早.zone, 美希.zone]",
        _ATTACK,
    )


def _by_reading(r: object) -> dict[str, dict[str, str]]:
    out: dict[str, dict[str, str]] = {}
    for leaf in r.alternates:  # type: ignore[attr-defined]
        (key,) = [c.option for c in leaf.choices if c.option in ("master_ring", "every_ring")]
        out.setdefault(key, leaf.outcome["state"])
    return out


def test_a_ring_card_of_no_player_is_read_both_ways() -> None:
    """「このアタック中、リングのカードは+0/-1000される」: the master's ring card only (千早 DP 1000,
    美希 untouched) or each player's (美希 DP 0: 9.3.1 puts it in the retire zone)."""
    r = _support(
        "[ベンチ]このカードがサポートした時、このアタック中、リングのカードは+0/-1000される。"
    )
    got = _by_reading(r)
    assert got["master_ring"] == {"千早.zone": "A.ring", "美希.zone": "B.ring"}
    assert got["every_ring"]["美希.zone"] == "B.retire"
    assert {"3.3.3.1", "9.4.1"} <= cited(r)  # the reading point, on the main line


def test_a_ring_card_of_a_player_is_not_that_reading() -> None:
    r = _support(
        "[ベンチ]このカードがサポートした時、このアタック中、あなたのリングのカードは+0/-1000される。"
    )
    assert not _by_reading_points(r)
    assert r.outcome["state"]["美希.zone"] == "B.ring"  # type: ignore[attr-defined]


def _by_reading_points(r: object) -> list[str]:
    return [
        c.option
        for leaf in r.alternates  # type: ignore[attr-defined]
        for c in leaf.choices
        if c.option in ("master_ring", "every_ring")
    ]


@pytest.mark.parametrize(
    "text",
    [
        # a continuous technique naming it (8.2.1.2's example): not read this way
        "[ベンチ]リングのカードを+2000/-0。",
    ],
)
def test_a_ring_card_of_no_player_elsewhere_stays_refused(text: str) -> None:
    assert "ring card" in vs_refused(text)


# --- a frame of the bench as the technique's [領域] -------------------------------------------------


@pytest.mark.parametrize(("frame", "retired"), [("center", True), ("left", False)])
def test_a_bench_frame_area_works_on_that_frame_only(frame: str, retired: bool) -> None:
    """「[中央ベンチ]このカードがサポートした時、…」: the [領域] is where the technique works (2.14.4,
    8.1.1.2.1); 中央ベンチ is one frame of the bench (3.3.3.3) — from the left frame it does not
    trigger, and 千早's 1000 does not reach 美希's defence 2000."""
    text = "[中央ベンチ]このカードがサポートした時、このアタック中、あなたのリングのカードは+1000/+0される。"
    r = vs_ruling(
        "{deck: 10, hand: 0, ring: {name: 千早, ap: 1000, dp: 2000}, "
        f'bench: {{{frame}: {{name: 春香, ap: 1000, dp: 1000, text: "{text}"}}}}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}",
        "  - {do: attack, support: 春香}",
        "[美希.zone]",
        _ATTACK,
    )
    assert r.outcome["state"]["美希.zone"] == ("B.retire" if retired else "B.ring")  # type: ignore[attr-defined]
    if retired:
        assert "3.3.3.3" in cited(r)


def test_the_frames_are_areas_of_their_own() -> None:
    got = vs_program(
        "[右ベンチ]このカードがサポートした時、このアタック中、あなたのリングのカードは+1000/+0される。"
    )
    assert got.areas == ("bench.right",)
    whole = vs_program(
        "[ベンチ]このカードがサポートした時、このアタック中、あなたのリングのカードは+1000/+0される。"
    )
    assert set(whole.areas) == {"bench.left", "bench.center", "bench.right"}


# --- 「このパートナーアタック中」 ------------------------------------------------------------------


def test_this_partner_attack_in_a_partner_attack_trigger_is_this_attack() -> None:
    """7.1.3.2.2: the attack the support made a partner attack is 「パートナーアタック」 — in a
    technique it triggered (7.1.3.2.3) 「このパートナーアタック中」 is the attack sub-phase (7.1.1)."""
    head = "[リング]このカードがパートナーアタックした時、"
    assert vs_program(f"{head}このパートナーアタック中、このカードは+1000/+0。") == vs_program(
        f"{head}このアタック中、このカードは+1000/+0。"
    )


def test_this_partner_attack_outside_a_partner_attack_trigger_is_refused() -> None:
    got = vs_refused(
        "[ベンチ]このカードがサポートした時、このパートナーアタック中、あなたのリングのカードは+1000/+0される。"
    )
    assert "パートナーアタック" in got


@pytest.mark.parametrize(("title", "retired"), [("親友", True), ("先輩", False)])
def test_this_partner_attack_on_a_board(title: str, retired: bool) -> None:
    """千早's 「このパートナーアタック中、このカードは+0/-2000」 triggers on the partner attack only
    (親友 is the partner's title, 7.1.3.2.2): its defence 2000 goes to 0 and 9.3.1 retires it."""
    from tests.ruling.test_vs_rules_r22 import PARTNER

    ring = "[リング]このカードがパートナーアタックした時、このパートナーアタック中、このカードは+0/-2000。"
    board = PARTNER.replace("ask: [A.hand]", "ask: [千早.zone]") % (4, ring, title, "")
    r = resolve(loads(board))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["千早.zone"] == ("A.retire" if retired else "A.ring")


# --- a cancel icon with no effect printed ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "{cancel}[手札][このカードを控え室に置く]",
        "【夢】《人情》[手札]{cancel}[このカードを控え室に置く]",
    ],
)
def test_a_bare_cancel_icon_is_the_cancel(text: str) -> None:
    """12.1.1: 「{cancel}[領域]」 is an activated technique that chooses one of the opponent's
    techniques in the resolution zone and cancels it — what 「相手の技を1つ選び、キャンセルする」
    spells out."""
    spelled = text + "相手の技を1つ選び、キャンセルする。"
    assert vs_program(text) == vs_program(spelled)


def test_a_bare_cancel_icon_cancels_on_a_board() -> None:
    """B's 真 「{cancel}[手札][このカードを控え室に置く]」 cancels A's 春香 technique: A draws
    nothing, 真 is in B's waiting room (its cost, 8.5.1.3.2)."""
    from tests.ruling.test_vs_cardtext_r19 import ATTR_CANCEL

    board = (
        ATTR_CANCEL.replace("相手の《歌》の技を1つ選び、キャンセルする。", "") % "【熱唱】《歌》"
    )
    assert '"{cancel}[手札][このカードを控え室に置く]"}' in board
    r = resolve(loads(board))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
    assert "12.1.1" in r.decided_by


# --- 「アタック終了ステップの始めに」 --------------------------------------------------------------


@pytest.mark.parametrize("whose", ["", "あなたの"])
def test_the_attack_end_steps_start_is_its_trigger_moment(whose: str) -> None:
    """7.1.6.1: the attack end step's triggers arise first of its steps — 「アタック終了ステップの
    始めに」 (8.1.1.2.1's 「(フェイズやステップ)の始めに」) is 「アタックの終わりに」's moment."""
    got = vs_program(f"[リング]{whose}アタック終了ステップの始めに、あなたは1枚引く。")
    assert got == vs_program(f"[リング]{whose}アタックの終わりに、あなたは1枚引く。")


def test_the_attack_end_steps_start_on_a_board() -> None:
    r = vs_ruling(
        '{deck: 10, hand: 0, ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]あなたの'
        'アタック終了ステップの始めに、あなたは1枚引く。"}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[A.hand]",
        _ATTACK,
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": 1}
    assert "7.1.6.1" in r.decided_by


# --- a count of a deck's cards ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("whose", "deck", "hand"),
    [("あなた", 10, 1), ("あなた", 11, 0), ("相手", 10, 1), ("相手", 11, 0)],
)
def test_a_count_of_a_decks_cards(whose: str, deck: int, hand: int) -> None:
    """「（あなた|相手）の山札が10枚以下なら」: how many cards that player's deck holds (3.2), read
    as the technique resolves (8.6.5) — as a hand's count (3.7.2: the count, not the content)."""
    text = f"[リング]このカードがアタックした時、{whose}の山札が10枚以下なら、あなたは1枚引く。"
    a_deck, b_deck = (deck, 10) if whose == "あなた" else (10, deck)
    r = vs_ruling(
        f'{{deck: {a_deck}, hand: 0, ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}}, '
        "bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        f"{{deck: {b_deck}, ring: {{name: 美希, ap: 2000, dp: 5000}}}}",
        "  - {do: attack, support: 春香}",
        "[A.hand]",
        _ATTACK,
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": hand}
    assert "8.6.5" in r.decided_by


# --- 「好きな順番で山札の下に置く」 of the master's own cards chosen ----------------------------------


def test_a_chosen_order_of_the_masters_own_cards_is_the_owners_order() -> None:
    """3.2.4: cards put in a deck at once are ordered by their owner — for the master's own cards
    (3.1.4) that is the master, whom 「好きな順番で」 names: the same program as with no order
    printed; of the opponent's cards (their owner is not the master) it stays refused."""
    head = "[リング]このカードがアタックした時、あなたの控え室のカードを2枚まで選び、"
    assert vs_program(head + "好きな順番で山札の下に置く。") == vs_program(
        head + "山札の下に置く。"
    )
    refused = vs_refused(
        "[リング]このカードがアタックした時、相手の控え室のカードを2枚まで選び、好きな順番で山札の下に置く。"
    )
    assert "order" in refused


def test_a_chosen_order_on_a_board() -> None:
    # two cards to choose, two in the waiting room: the choice is forced
    text = "[リング]このカードがアタックした時、あなたの控え室のカードを2枚選び、好きな順番で山札の下に置く。"
    r = vs_ruling(
        f'{{deck: 5, hand: 0, waiting: [甲, 乙], ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}}, '
        "bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[甲.zone, 乙.zone]",
        _ATTACK,
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"甲.zone": "A.deck", "乙.zone": "A.deck"}
    assert "3.2.4" in r.decided_by


# --- 「このカードがリバース状態なら」 ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("state", "zone"),
    [("reverse", "A.waiting"), ("rest", "A.bench.left"), ("stand", "A.bench.left")],
)
def test_this_card_in_the_reverse_state(state: str, zone: str) -> None:
    """4.9.1.3: the reverse state is a bench card's third placement state — 「このカードがリバース
    状態なら」 reads it on this card as it resolves (8.6.5), as 「レスト状態なら」 does (4.9.1.2)."""
    text = "[ベンチ]エンドフェイズの始めに、このカードがリバースしているなら、このカードを控え室に置く。"
    r = vs_ruling(
        f'{{deck: 5, hand: 0, ring: {{name: 千早, ap: 1000, dp: 2000}}, bench: {{left: {{name: 春香, ap: 1000, dp: 1000, state: {state}, text: "{text}"}}}}}}',
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: end_phase}",
        "[春香.zone]",
        "{player: A, number: 5, phase: ability}",
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"春香.zone": zone}
    # the condition's step (a put of this card keeps its own causes only: the step is on the
    # main line, not among decided_by)
    assert {"4.9.1.3", "8.6.5"} <= cited(r)


# --- a count of the energy zone's cards in a state ---------------------------------------------------


@pytest.mark.parametrize(("rested", "zone"), [(2, "B.retire"), (1, "B.ring")])
def test_a_count_of_rested_energy(rested: int, zone: str) -> None:
    """「あなたのエネルギー置場のレスト状態のカード1枚につき、…+500/+0」: the energy zone's cards
    have a placement state (4.9.1, 4.9.1.2) — two rested make 千早's 1000 reach 美希's 2000."""
    text = "[リング]このカードがアタックした時、あなたのエネルギー置場のレスト状態のカード1枚につき、このアタック中、このカードは+500/+0される。"
    energy = ", ".join(["{state: rest}"] * rested + ["{state: stand}"] * (3 - rested))
    r = vs_ruling(
        f'{{deck: 5, hand: 0, energy: [{energy}], ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}}, '
        "bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 2000}}",
        "  - {do: attack, support: 春香}",
        "[美希.zone]",
        _ATTACK,
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"美希.zone": zone}


@pytest.mark.parametrize(("state", "draws"), [("reverse", 1), ("rest", 0)])
def test_a_count_condition_of_reversed_energy(state: str, draws: int) -> None:
    """「あなたのエネルギー置場にリバース状態のカードがあるなら」: only energy in the reverse state
    (4.9.1.3) counts."""
    text = "[リング]このカードがアタックした時、あなたのエネルギー置場にリバース状態のカードがあるなら、あなたは1枚引く。"
    r = vs_ruling(
        f'{{deck: 5, hand: 0, energy: [{{state: {state}}}], ring: {{name: 千早, ap: 1000, dp: 2000, text: "{text}"}}, '
        "bench: {left: {name: 春香, ap: 1000, dp: 1000}}}",
        "{deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}",
        "  - {do: attack, support: 春香}",
        "[A.hand]",
        _ATTACK,
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"A.hand": draws}
    assert "4.9.1.3" in r.decided_by or "4.9.1.3" in cited(r)
