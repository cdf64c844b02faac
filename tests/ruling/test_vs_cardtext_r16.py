"""vs card-text constructions added in round 16 (issue 12, s12covs): each from a minimal text in
the rules document's printed style, compiled and run on a board, with the clauses that decide it.
Neighbours of the refused texts (another subject, another player, another trigger) are tested
beside them."""

from __future__ import annotations

import pytest

from tests.ruling.boards import vs_ability, vs_ability_phase_use, vs_ruling
from tests.ruling.boards import vs_program as _program
from tests.ruling.boards import vs_refused as _refused


def _ruling(a: str, b: str, actions: str, ask: str, turn: str = "{player: A, number: 6}"):  # type: ignore[no-untyped-def]
    return vs_ruling(a, b, actions, ask, turn)


# ------------------------------- 「…がパートナーアタックした時」 (7.1.3.2.3 with 7.1.3.2.2, 4.13.1)

PARTNER_SELF = "[リング]このカードがパートナーアタックした時、あなたは1枚引く。"
PARTNER_OPP = "[リング]相手のカードがパートナーアタックした時、あなたは1枚引く。"


def _attacker(text: str, supporter: str) -> str:
    return (
        "{deck: 9, hand: 0, ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香,"
        f' partner_title: リーダー, text: "{text}"}},'
        " bench: {left: {name: " + supporter + ", title: リーダー, ap: 1000, dp: 1000}}}"
    )


def test_partner_attack_triggers_compile() -> None:
    assert _program(PARTNER_SELF).trigger == "self_partner_attacks"
    assert _program(PARTNER_OPP).trigger == "opponent_partner_attacks"
    sur = _program("{surprise}[相手のカードがパートナーアタックした時]→あなたは1枚引く。")
    assert (sur.keyword, sur.trigger) == ("surprise", "opponent_partner_attacks")


@pytest.mark.parametrize(
    ("supporter", "turn", "drawn"),
    [
        ("春香", "{player: A, number: 6}", 1),  # the partner supports: a partner attack
        ("律子", "{player: A, number: 6}", 0),  # another card: a normal attack (7.1.3.2.5)
        # the first player's first turn: a normal attack (7.1.3.2.6)
        ("春香", "{player: A, number: 1, first_player: A}", 0),
    ],
)
def test_this_card_partner_attacks(supporter: str, turn: str, drawn: int) -> None:
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = _ruling(
        _attacker(PARTNER_SELF, supporter),
        b,
        "  - {do: attack, support: " + supporter + "}",
        "[A.hand]",
        turn,
    )
    assert r.outcome["state"] == {"A.hand": drawn}
    assert "7.1.3.2.2" in r.decided_by
    if "first_player" in turn:
        # corrected (round 59, s56vsC): the first player's first turn raises the point
        # first_turn_partner_trigger (7.1.3.2.3, 7.1.3.2.6, 4.13.4); the engine's reading
        # (none) draws 0, the other 1
        assert "4.13.4" in r.decided_by and "7.1.3.2.3" in r.decided_by
        return
    assert ("7.1.3.2.3" in r.decided_by) == bool(drawn)


@pytest.mark.parametrize(("supporter", "drawn"), [("春香", 1), ("律子", 0)])
def test_the_opponents_card_partner_attacks(supporter: str, drawn: int) -> None:
    a = _attacker("", supporter)
    b = f'{{deck: 9, hand: 0, ring: {{name: 美希, ap: 1000, dp: 5000, text: "{PARTNER_OPP}"}}}}'
    r = _ruling(a, b, "  - {do: attack, support: " + supporter + "}", "[B.hand]")
    assert r.outcome["state"] == {"B.hand": drawn}


@pytest.mark.parametrize(("supporter", "drawn"), [("春香", 1), ("律子", 0)])
def test_a_surprise_on_the_opponents_partner_attack(supporter: str, drawn: int) -> None:
    a = _attacker("", supporter)
    b = (
        "{deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 5000},"
        ' surprise: {name: 壁, ap: 1000, dp: 1000, text: "{surprise}'
        '[相手のカードがパートナーアタックした時]→あなたは1枚引く。"}}'
    )
    acts = (
        "  - {do: attack, support: "
        + supporter
        + "}\nchoices:\n  - {player: B, at: surprise, choose: yes}"
    )
    r = _ruling(a, b, acts, "[B.hand]")
    assert r.outcome["state"]["B.hand"] == drawn


# ------------------- 「…を1枚選び、山札の下に置く」 (3.2.5: a place printed over the deck's top)


@pytest.mark.parametrize(("where", "index"), [("下", -1), ("上", 0)])
def test_a_chosen_hand_card_put_at_the_deck_bottom_or_top(where: str, index: int) -> None:
    text = f"[ベンチ][このカードをレストする]あなたは自分の手札を1枚選び、山札の{where}に置く。"
    r = vs_ability_phase_use(text, "hand: [{name: 手1, ap: 1000, dp: 1000}],", "[手1.zone]")
    assert r.outcome["state"] == {"手1.zone": "A.deck"}
    deck = [c.name for c in r.main.final.players["A"].zones["deck"]]
    assert deck[index] == "手1" and len(deck) == 3


# several cards put at the deck's bottom at once: run since round 18, their owner ordering them
# (3.2.4; tests/ruling/test_vs_rules_r18.py)


# ---------------- 「自分の控え室の《X》のカードを1枚選び、手札に加える」 (3.6, 2.15.1, 2.14.7)


@pytest.mark.parametrize(
    ("text", "waiting", "moved"),
    [
        # only the card holding the attribute may be chosen (2.15.1); the others' attributes are
        # given (left out, the choice would branch on them, round 27 ``values.branch_candidates``)
        (
            "あなたは自分の控え室の《竜》のカードを1枚選び、手札に加える。",
            "[{name: 竜A, ap: 1000, dp: 1000, attribute: 竜}, {name: 猫B, ap: 1000, dp: 1000, attribute: 猫}]",
            {"竜A.zone": "A.hand", "猫B.zone": "A.waiting"},
        ),
        # none holds it: nothing to choose, nothing moves (8.5.4.1.3)
        (
            "あなたは自分の控え室の《竜》のカードを1枚選び、手札に加える。",
            "[{name: 竜A, ap: 1000, dp: 1000, attribute: 猫}, {name: 猫B, ap: 1000, dp: 1000, attribute: 猫}]",
            {"竜A.zone": "A.waiting", "猫B.zone": "A.waiting"},
        ),
        # a title filter (2.14.7), put at the deck's bottom
        (
            "あなたは自分の控え室の称号に“騎士”を含むカードを1枚選び、山札の下に置く。",
            "[{name: 竜A, ap: 1000, dp: 1000, title: 竜}, {name: 猫B, title: 黒騎士, ap: 1000, dp: 1000}]",
            {"竜A.zone": "A.waiting", "猫B.zone": "A.deck"},
        ),
    ],
)
def test_a_described_waiting_room_card_chosen(
    text: str, waiting: str, moved: dict[str, str]
) -> None:
    full = "[ベンチ][このカードをレストする]" + text
    r = vs_ability_phase_use(full, f"waiting: {waiting},", "[" + ", ".join(moved) + "]")
    assert r.outcome["state"] == moved
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def test_the_opponents_waiting_room_is_chosen_among() -> None:
    # round 29: the waiting room is a public zone (3.6.2), the opponent's chosen among as the
    # bench's (round 16 refused it, reading 3.6 as silent; test_vs_cardtext_r29 runs it on a board)
    assert vs_ability(
        "[ベンチ][このカードをレストする]あなたは相手の控え室のカードを1枚選び、相手の山札の下に置く。"
    ).supported


# ------------------------------ 「[このカードをリバースする]」: a cost of this card (4.9.1.3)

REVERSE = "[ベンチ][このカードをリバースする]あなたは1枚引く。"


@pytest.mark.parametrize(
    ("state", "drawn", "after"),
    [
        ("stand", 1, "reverse"),  # standing: reversed for the cost, the draw done
        ("rest", 0, "rest"),  # not standing: it cannot be reversed, the use is cancelled
        ("reverse", 0, "reverse"),
    ],
)
def test_a_reverse_cost(state: str, drawn: int, after: str) -> None:
    assert [(c.kind, c.value) for c in _program(REVERSE).cost] == [("rest", "reverse")]
    a = (
        "{deck: 9, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, state: {state}, text: "{REVERSE}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    acts = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    r = _ruling(a, b, acts, "[A.hand, 律子.state]", "{player: A, number: 6, phase: ability}")
    assert r.outcome["state"] == {"A.hand": drawn, "律子.state": after}
    assert "4.9.1.3" in r.decided_by


def test_a_reverse_cost_of_another_card_is_refused() -> None:
    assert "reverse" in _refused("[ベンチ][あなたのリングのカードをリバースする]あなたは1枚引く。")


# ------ 「（このカード|あなたのリングのカード）が《X》 / 称号に“X”を含む / レスト状態なら」 (8.6.5)


def test_match_conditions_compile() -> None:
    p = _program(
        "[ベンチ]このカードがサポートした時、あなたのリングのカードが《アイドル》なら、あなたは1枚引く。"
    )
    assert p.condition == ("match", "your_ring", ("アイドル",), (), ())
    p = _program(
        "[ベンチ]このカードがサポートした時、相手のリングのカードが称号に“騎士”を含むなら、あなたは1枚引く。"
    )
    assert p.condition == ("match", "opp_ring", (), (("title", "騎士"),), ())
    p = _program("[ベンチ]エンドフェイズの始めに、このカードがレスト状態なら、あなたは1枚引く。")
    assert p.condition == ("match", "this", (), (), ("rest",))
    # a ring card has no state by 4.9.1: refused with that reason
    assert "4.9.1" in _refused(
        "[リング]エンドフェイズの始めに、このカードがスタンド状態なら、あなたは1枚引く。"
    )


@pytest.mark.parametrize(
    ("ring", "drawn"),
    [
        ("{name: 千早, ap: 2000, dp: 2000, attribute: アイドル}", 1),
        ("{name: 千早, ap: 2000, dp: 2000, attribute: 格闘}", 0),
        ("{name: 千早, ap: 2000, dp: 2000}", None),  # not given: branched (round 26)
    ],
)
def test_the_ring_card_holds_the_attribute(ring: str, drawn: int | None) -> None:
    text = "[ベンチ]このカードがサポートした時、あなたのリングのカードが《アイドル》なら、あなたは1枚引く。"
    a = (
        f"{{deck: 9, hand: 0, ring: {ring},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = _ruling(a, b, "  - {do: attack, support: 律子}", "[A.hand]")
    if drawn is None:
        # the attribute not given decides the condition: both results (values.branch_condition)
        got = {x["choices"][0]: x["outcome"]["state"] for x in r.outcome["branches"]}
        assert got == {"千早.attribute:met": {"A.hand": 1}, "千早.attribute:unmet": {"A.hand": 0}}
        return
    assert r.outcome["state"] == {"A.hand": drawn}
    assert {"8.6.5", "2.15.1"} <= set(r.decided_by)


@pytest.mark.parametrize(("state", "drawn"), [("rest", 1), ("stand", 0)])
def test_this_bench_card_in_the_rest_state(state: str, drawn: int) -> None:
    text = "[ベンチ]エンドフェイズの始めに、このカードがレスト状態なら、あなたは1枚引く。"
    a = (
        "{deck: 9, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, state: {state}, text: "{text}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = _ruling(a, b, "  - {do: end_phase}", "[A.hand]", "{player: A, number: 6}")
    assert r.outcome["state"] == {"A.hand": drawn}
    assert "4.9.1.2" in r.decided_by


# ------------- 「相手のカードがアタックした時、そのカードを…」: the attacking card (7.1.3.2, 4.14.1)


@pytest.mark.parametrize(("text", "zone"), [("そのカードを-1000/+0。", "B.ring"), ("", "B.retire")])
def test_that_card_of_an_attack_trigger_is_the_attacker(text: str, zone: str) -> None:
    t = f"[リング]相手のカードがアタックした時、{text}" if text else ""
    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = f'{{deck: 9, ring: {{name: 美希, ap: 1000, dp: 2500, text: "{t}"}}}}'
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[美希.zone]")
    assert r.outcome["state"] == {"美希.zone": zone}


def test_that_card_of_another_trigger_is_refused() -> None:
    assert "そのカード" in _refused(
        "[リング]あなたのアタックフェイズの始めに、そのカードを+1000/+0。"
    )


# --- 「その後、相手のリングのカードの防御力が0以下なら、…」: a step's own condition on a value as it
# is now (8.6.5, 8.1.1.5; 2.11.1, 8.9.1; shared: a value named by Vocab.stat_words)


@pytest.mark.parametrize(("dp", "drawn"), [(1000, 1), (2000, 0)])
def test_a_step_under_a_value_condition(dp: int, drawn: int) -> None:
    text = (
        "[リング]このカードがアタックした時、相手のリングのカードを-1000/-1000。"
        "その後、相手のリングのカードの防御力が0以下なら、あなたは1枚引く。"
    )
    p = _program(text)
    assert p.ops[-1].cond == ("stat", "opp_ring", "dp", "le", 0)
    a = (
        f'{{deck: 9, hand: 0, ring: {{name: 千早, ap: 500, dp: 2000, text: "{text}"}},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = f"{{deck: 9, ring: {{name: 美希, ap: 1000, dp: {dp}}}}}"
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[A.hand]")
    assert r.outcome["state"] == {"A.hand": drawn}
    assert {"8.6.5", "2.11.1"} <= set(r.decided_by)


def test_a_value_condition_on_this_card_compiles() -> None:
    p = _program(
        "[リング]このカードがアタックした時、このカードの攻撃力が3000以上なら、あなたは1枚引く。"
    )
    assert p.condition == ("stat", "this", "ap", "ge", 3000)


# ---- 「…のベンチのカードがすべて《X》 / レストしているなら」 (shared Cond every; 2.15.1, 4.9.1.2)

EVERY_ATTR = "[リング]このカードがアタックした時、あなたのベンチのカードがすべて《格闘》なら、あなたは1枚引く。"
EVERY_REST = "[リング]このカードがアタックした時、相手のベンチのカードがすべてレストしているなら、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("bench", "drawn"),
    [
        (
            "{left: {name: 春香, ap: 1000, dp: 1000, attribute: 格闘}, center: {name: 雪歩, ap: 1000, dp: 1000, attribute: 格闘}}",
            1,
        ),
        (
            "{left: {name: 春香, ap: 1000, dp: 1000, attribute: 格闘}, center: {name: 雪歩, ap: 1000, dp: 1000}}",
            None,  # 雪歩's attribute not given: branched (round 26)
        ),
        (
            "{left: {name: 春香, ap: 1000, dp: 1000, attribute: 格闘}, center: {name: 雪歩, ap: 1000, dp: 1000, attribute: アイドル}}",
            0,
        ),
    ],
)
def test_every_bench_card_holds_the_attribute(bench: str, drawn: int | None) -> None:
    assert _program(EVERY_ATTR).condition == ("every", "your_bench", ("格闘",), (), ())
    a = f'{{deck: 9, hand: 0, ring: {{name: 千早, ap: 500, dp: 2000, text: "{EVERY_ATTR}"}}, bench: {bench}}}'
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}}"
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[A.hand]")
    if drawn is None:
        got = {x["choices"][0]: x["outcome"]["state"] for x in r.outcome["branches"]}
        assert got == {"雪歩.attribute:met": {"A.hand": 1}, "雪歩.attribute:unmet": {"A.hand": 0}}
        return
    assert r.outcome["state"] == {"A.hand": drawn}
    assert "2.15.1" in r.decided_by


@pytest.mark.parametrize(
    ("bench", "drawn"),
    [
        (
            "{left: {name: 響, ap: 1000, dp: 1000, state: rest}, right: {name: 貴音, ap: 1000, dp: 1000, state: rest}}",
            1,
        ),
        (
            "{left: {name: 響, ap: 1000, dp: 1000, state: rest}, right: {name: 貴音, ap: 1000, dp: 1000}}",
            0,
        ),
        ("{left: {name: 響, ap: 1000, dp: 1000, state: reverse}}", 0),  # reversed is not rested
        ("{}", 0),  # no card: none is rested (said)
    ],
)
def test_every_opponent_bench_card_is_rested(bench: str, drawn: int) -> None:
    a = (
        f'{{deck: 9, hand: 0, ring: {{name: 千早, ap: 500, dp: 2000, text: "{EVERY_REST}"}},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = f"{{deck: 9, ring: {{name: 美希, ap: 1000, dp: 5000}}, bench: {bench}}}"
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[A.hand]")
    assert r.outcome["state"] == {"A.hand": drawn}


# ------- 「…1枚につき、このカードを+1000/+0」 (shared: the pair with per; continuous and one-shot)

PER_CONT = "[リング]あなたのベンチの称号に“騎士”を含むカード1枚につき、このカードを+1000/+0。"
PER_AUTO = "[リング]このカードがアタックした時、相手のリタイヤ1枚につき、このカードを+1000/+0。"


@pytest.mark.parametrize(
    ("titles", "zone"), [(("騎士", "黒騎士"), "B.retire"), (("騎士", "姫"), "B.ring")]
)
def test_a_continuous_change_per_counted_card(titles: tuple[str, str], zone: str) -> None:
    """1000 base + 1000 per bench card with 騎士 in its title (2.14.7): two make 3000, enough
    for the 2500 defence; one makes 2000, not enough."""
    a = (
        f'{{deck: 9, ring: {{name: 千早, ap: 1000, dp: 2000, text: "{PER_CONT}"}},'
        f" bench: {{left: {{name: 春香, title: {titles[0]}, ap: 1000, dp: 1000}},"
        f" center: {{name: 雪歩, title: {titles[1]}, ap: 1000, dp: 1000}}}}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2500}}"
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[美希.zone]")
    assert r.outcome["state"] == {"美希.zone": zone}


@pytest.mark.parametrize(("retired", "zone"), [(2, "B.retire"), (1, "B.ring")])
def test_a_one_shot_change_per_counted_card(retired: int, zone: str) -> None:
    a = (
        f'{{deck: 9, ring: {{name: 千早, ap: 1000, dp: 2000, text: "{PER_AUTO}"}},'
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = f"{{deck: 9, retire: {retired}, ring: {{name: 美希, ap: 1000, dp: 2500}}}}"
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[美希.zone]")
    assert r.outcome["state"] == {"美希.zone": zone}


# -- 「山札を上から3枚見て、1枚を選び手札に加え、残りを好きな順番で山札の下に置く」 (4.11.2, 1.3.1)

LOOK3 = (
    "[ベンチ][このカードをレストする]あなたは自分の山札を上から3枚見て、1枚を選び手札に加え、"
    "残りを好きな順番で山札の下に置く。"
)


def test_look_take_one_rest_to_the_bottom() -> None:
    a = (
        "{deck: [{name: 一, ap: 1000, dp: 1000}, {name: 二, ap: 1000, dp: 1000},"
        " {name: 三, ap: 1000, dp: 1000}, {name: 四, ap: 1000, dp: 1000}], hand: 0,"
        " ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{LOOK3}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    acts = (
        "  - {do: ability_phase, actions: [{do: use, card: 律子}]}\nchoices:\n"
        "  - {player: A, at: choose_card, choose: 二}\n"
        "  - {player: A, at: order, choose: 三}"
    )
    r = _ruling(a, b, acts, "[二.zone, A.hand]", "{player: A, number: 6, phase: ability}")
    assert r.outcome["state"] == {"二.zone": "A.hand", "A.hand": 1}
    deck = [c.name for c in r.main.final.players["A"].zones["deck"]]
    # 四 was not looked at and is now on top; 三 chosen first from the bottom, 一 above it
    assert deck == ["四", "一", "三"]


# ----------- 「相手のベンチのカードを1枚選び、-1000/-1000」: one chosen bench card's values (8.9.1.5)

BENCH_HIT = "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、-1000/-1000。"


@pytest.mark.parametrize(("dp", "zone"), [(1000, "B.waiting"), (3000, "B.bench.left")])
def test_a_chosen_bench_card_loses_values(dp: int, zone: str) -> None:
    a = (
        "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{BENCH_HIT}"}}}}}}'
    )
    b = f"{{deck: 9, ring: {{name: 美希, ap: 2000, dp: 3000}}, bench: {{left: {{name: 響, ap: 1000, dp: {dp}}}}}}}"
    acts = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"
    r = _ruling(a, b, acts, "[響.zone]", "{player: A, number: 6, phase: ability}")
    assert r.outcome["state"] == {"響.zone": zone}
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def test_more_than_one_chosen_bench_card_is_read_since_round_24() -> None:
    # round 24 (s20covs): the change on each card chosen (test_vs_cardtext_r24.py); a chosen card
    # off the field stays refused
    from tests.ruling.boards import vs_ability

    ab = vs_ability("[ベンチ][このカードをレストする]相手のベンチのカードを2枚選び、-1000/-1000。")
    assert ab.supported, ab.reason
    assert _refused("[ベンチ][このカードをレストする]相手の控え室のカードを1枚選び、-1000/-1000。")


# ------- 「自分のベンチのカードを1枚選び、リングのこのカードと入れ替えてもよい」 (1.3.1 over 3.3.3.4)

SWAP = (
    "[リング]エンドフェイズの始めに、あなたは自分のベンチのカードを1枚選び、"
    "リングのこのカードと入れ替えてもよい。"
)


@pytest.mark.parametrize(("yes", "ring", "slot"), [("yes", "律子", "千早"), ("no", "千早", "律子")])
def test_a_ring_card_swapped_with_a_chosen_bench_card(yes: str, ring: str, slot: str) -> None:
    a = (
        f'{{deck: 9, ring: {{name: 千早, ap: 2000, dp: 2000, text: "{SWAP}"}},'
        " bench: {center: {name: 律子, ap: 1000, dp: 1000}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    acts = f"  - {{do: end_phase}}\nchoices:\n  - {{player: A, at: optional, choose: {yes}}}"
    r = _ruling(a, b, acts, "[千早.zone, 律子.zone]")
    want = {f"{ring}.zone": "A.ring", f"{slot}.zone": "A.bench.center"}
    assert r.outcome["state"] == want
    if yes == "yes":
        assert "3.3.3.4" in r.decided_by


# ---- 「[手札]…あなたはこのカードを公開してもよい。公開したなら、…」 (3.1.7, 3.1.8; 「公開したなら」)

REVEAL = (
    "[手札]相手のカードがアタックした時、あなたはこのカードを公開してもよい。"
    "公開したなら、相手のリングのカードを-1000/+0。"
)


@pytest.mark.parametrize(("yes", "zone"), [("yes", "B.ring"), ("no", "B.retire")])
def test_a_hand_card_revealed_then_its_effect(yes: str, zone: str) -> None:
    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = (
        "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2500},"
        f' hand: [{{name: 伏兵, ap: 1000, dp: 1000, text: "{REVEAL}"}}]}}'
    )
    acts = (
        "  - {do: attack, support: 春香}\nchoices:\n  - {player: B, at: hand_reveal, choose: yes}\n"
        f"  - {{player: B, at: optional, choose: {yes}}}"
    )
    r = _ruling(a, b, acts, "[美希.zone, 伏兵.zone]")
    assert r.outcome["state"] == {"美希.zone": zone, "伏兵.zone": "B.hand"}
    if yes == "yes":
        assert "3.1.7" in r.decided_by


# -------------- 「相手のサプライズ置場のカードを見る」: kept from the master (3.9.3), seen by the text


def test_looking_at_the_opponents_surprise_card() -> None:
    text = "[ベンチ]このカードがサポートした時、相手のサプライズ置場のカードを見る。"
    assert [(o.kind, o.who) for o in _program(text).ops] == [("look", "opp_surprise")]
    a = (
        "{deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},"
        f' bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}, surprise: {name: 壁, ap: 1000, dp: 1000}}"
    r = _ruling(a, b, "  - {do: attack, support: 律子}", "[壁.zone]")
    assert r.outcome["state"] == {"壁.zone": "B.surprise"}
    seen = [s for s in r.main.trace.steps if "3.9.3" in getattr(s, "clauses", ())]
    assert seen and "壁" in seen[0].ja


# ---------------- 「[リング]このカードがリングに置かれた時」: a zone-move trigger into the ring (8.6.6)

INTO_RING = "[リング]このカードがリングに置かれた時、あなたは1枚引く。"


def test_a_card_swapped_into_the_ring_triggers() -> None:
    assert _program(INTO_RING).trigger == "self_put_ring"
    a = (
        f'{{deck: 9, hand: 0, ring: {{name: 千早, ap: 2000, dp: 2000, text: "{SWAP}"}},'
        f' bench: {{center: {{name: 律子, ap: 1000, dp: 1000, text: "{INTO_RING}"}}}}}}'
    )
    b = "{deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}"
    for yes, drawn in (("yes", 1), ("no", 0)):
        acts = f"  - {{do: end_phase}}\nchoices:\n  - {{player: A, at: optional, choose: {yes}}}"
        r = _ruling(a, b, acts, "[A.hand]")
        assert r.outcome["state"] == {"A.hand": drawn}
        if drawn:
            assert "8.6.6" in r.decided_by


def test_a_card_put_into_the_ring_by_the_rules_triggers() -> None:
    """B's ring card is retired by the attack; the rules put B's deck top in the ring (3.3.2.3):
    its 「リングに置かれた時」 triggers and B draws."""
    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = (
        f'{{deck: [{{name: 竜, ap: 1000, dp: 1000, text: "{INTO_RING}"}}, 5], hand: 0,'
        " ring: {name: 美希, ap: 1000, dp: 1000}}"
    )
    r = _ruling(a, b, "  - {do: attack, support: 春香}", "[竜.zone, B.hand]")
    assert r.outcome["state"] == {"竜.zone": "B.ring", "B.hand": 1}


# --- 「相手のカードがサポートした時」 (7.1.3.2.3) and 「サポートしたカード」, the supporter (7.1.3.1;
# shared: a card named by its role in the battle is that one card)


def _support_board(text: str, surprise: bool) -> str:
    where = (
        f'surprise: {{name: 壁, ap: 1000, dp: 1000, text: "{text}"}}'
        if surprise
        else f'bench: {{left: {{name: 壁, ap: 1000, dp: 1000, text: "{text}"}}}}'
    )
    return f"{{deck: 9, hand: 0, ring: {{name: 美希, ap: 1000, dp: 5000}}, {where}}}"


A_SUPPORT = (
    "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000},"
    " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
)


def test_the_opponents_support_triggers() -> None:
    text = "[ベンチ]相手のカードがサポートした時、あなたは1枚引く。"
    assert _program(text).trigger == "opponent_supports"
    r = _ruling(
        A_SUPPORT, _support_board(text, False), "  - {do: attack, support: 春香}", "[B.hand]"
    )
    assert r.outcome["state"] == {"B.hand": 1}


@pytest.mark.parametrize(
    ("effect", "zone"),
    [
        ("サポートしたカードを-1000/-1000。", "A.waiting"),
        ("サポートしたカードをレストする。", "A.bench.left"),
    ],
)
def test_a_surprise_on_the_support_reaches_the_supporter(effect: str, zone: str) -> None:
    """-1000/-1000 leaves the supporter with 0 defence: the waiting room (9.3.2); resting it does
    nothing, it was rested by supporting (7.1.3.1, 4.9.1.2)."""
    text = "{surprise}[相手のカードがサポートした時]→" + effect
    acts = "  - {do: attack, support: 春香}\nchoices:\n  - {player: B, at: surprise, choose: yes}"
    r = _ruling(A_SUPPORT, _support_board(text, True), acts, "[春香.zone]")
    assert r.outcome["state"] == {"春香.zone": zone}
