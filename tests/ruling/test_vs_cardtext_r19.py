"""vs card-text constructions read in round 18 (s14vs), by construction, each with what it does on
a board: 「そうしたら」 after a step (the step before done or not), energy as a target
(「エネルギーをN枚レストする」, 「自分のエネルギーを1枚選び、スタンドする」), the energy zone named
(「エネルギー置場」: a count, a destination)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import vs_players_ruling

TURN = "{player: A, number: 6, phase: ability}"
USE = "  - {do: ability_phase, actions: [{do: use, card: 律子}]}"


def run(text: str, ask: str, energy: str = "[]", more: str = "", choices: str = "") -> Any:
    """A uses 律子's technique ``text`` (on the left bench) in its ability phase; A's hand is
    empty, its deck 10 cards, its energy ``energy``; ``more``: more of A's bench (YAML)."""
    players = (
        f"  A:\n    deck: 10\n    hand: []\n    energy: {energy}\n"
        "    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        f'    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}{more}}}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}"
    )
    extra = f"choices:\n{choices}\n" if choices else ""
    return vs_players_ruling(players, USE, ask, TURN, extra)


def optional(answer: str) -> str:
    return f"  - {{player: A, at: optional, choose: {answer}}}"


COST = "[ベンチ][このカードを控え室に置く]"

# ------------------------------------------------------------------ 「そうしたら」 after a step


@pytest.mark.parametrize(("answer", "hand"), [("yes", 2), ("no", 0)])
def test_if_done_after_an_optional_step(answer: str, hand: int) -> None:
    """「…を1枚選び、控え室に置いてよい。そうしたら、あなたは2枚引く」 — here with the energy: done,
    A draws 2; declined, nothing (8.1.1.5, the step after read as it is reached)."""
    text = COST + "あなたはエネルギー1枚をレストしてよい。そうしたら、あなたは2枚引く。"
    r = run(text, "[A.hand]", "[{state: stand}]", choices=optional(answer))
    assert r.outcome["state"] == {"A.hand": hand}
    assert "8.1.1.5" in r.decided_by


def test_if_done_after_a_step_that_could_do_nothing() -> None:
    """「あなたのベンチのカードを1枚選び、レストする。そうしたら、あなたは1枚引く」: the only bench
    card is rested already — the rest does nothing (4.9.1.2), so neither does the draw; standing,
    it is rested and A draws."""
    text = COST + "あなたのベンチのカードを1枚選び、レストする。そうしたら、あなたは1枚引く。"
    for state, hand in (("rest", 0), ("stand", 1)):
        more = f", center: {{name: 春香, ap: 1000, dp: 1000, state: {state}}}"
        r = run(text, "[A.hand, 春香.state]", more=more)
        assert r.outcome["state"] == {"A.hand": hand, "春香.state": "rest"}


def test_if_done_after_a_choice_with_nothing_to_choose() -> None:
    """「自分の控え室のカードを1枚選び、山札の下に置いてよい。そうしたら、1枚引く」 with an empty
    waiting room (the cost rests 律子): nothing chosen, nothing put — no draw."""
    text = "[ベンチ][このカードをレストする]あなたは自分の控え室のカードを1枚選び、山札の下に置いてよい。そうしたら、あなたは1枚引く。"
    r = run(text, "[A.hand]", choices=optional("yes"))
    assert r.outcome["state"] == {"A.hand": 0}


# ------------------------------------------------------------------ energy as a target (3.4.2)


@pytest.mark.parametrize(
    "text",
    [
        "あなたはエネルギー1枚をレストしてよい。そうしたら、あなたは1枚引く。",
        "あなたはエネルギーを1枚レストしてよい。そうしたら、あなたは1枚引く。",
        "あなたは自分のエネルギーを1枚レストしてよい。そうしたら、あなたは1枚引く。",
    ],
)
def test_resting_energy_in_other_wordings(text: str) -> None:
    """The same step worded three ways: one standing energy rested (4.9.1.2); none standing, the
    rest is not done and neither is the draw."""
    r = run(COST + text, "[A.hand]", "[{state: stand}, {state: rest}]", choices=optional("yes"))
    assert r.outcome["state"] == {"A.hand": 1}
    assert all(c.orientation == "rest" for c in r.main.final.players["A"].zones["energy"])
    r = run(COST + text, "[A.hand]", "[{state: rest}]", choices=optional("yes"))
    assert r.outcome["state"] == {"A.hand": 0}


def test_standing_a_chosen_energy_is_the_masters_choice() -> None:
    """「自分のエネルギーを1枚選び、スタンドする。そうしたら、1枚引く」: a rested energy chosen is
    stood and A draws; a standing one chosen, nothing changes (1.3.2.1) and no draw — A's choice
    (8.5.4.1), branched on."""
    text = COST + "あなたは自分のエネルギーを1枚選び、スタンドする。そうしたら、あなたは1枚引く。"
    r = run(text, "[A.hand]", "[{state: stand}, {state: rest}]")
    assert r.outcome["depends_on"] == "A"
    assert sorted(b["outcome"]["state"]["A.hand"] for b in r.outcome["branches"]) == [0, 1]


def test_two_energy_stood_as_far_as_there_are() -> None:
    """「あなたはエネルギーを2枚スタンドする」 with one rested: that one is stood (1.3.2)."""
    r = run(
        COST + "あなたはエネルギーを2枚スタンドする。",
        "[A.energy]",
        "[{state: rest}, {state: stand}]",
    )
    assert all(c.orientation == "stand" for c in r.main.final.players["A"].zones["energy"])


# ------------------------------------------------------------------ the energy zone named (3.4)


def test_the_deck_top_card_put_in_the_energy_zone_face_down() -> None:
    """「山札の上から1枚を、エネルギー置場に置く」: the top card goes to the energy zone, face down
    (3.4.1), standing (4.9.1.4)."""
    r = run(COST + "あなたは自分の山札の上から1枚を、エネルギー置場に置く。", "[A.energy, A.deck]")
    assert r.outcome["state"] == {"A.energy": 1, "A.deck": 9}
    (card,) = r.main.final.players["A"].zones["energy"]
    assert not card.face_up and card.orientation == "stand"
    assert "3.4.1" in r.decided_by


@pytest.mark.parametrize(("energy", "hand"), [("[{state: rest}]", 0), ("2", 1)])
def test_a_count_of_the_energy_zone(energy: str, hand: int) -> None:
    """「あなたのエネルギー置場のカードが2枚以上なら、1枚引く」: counted as the step is reached."""
    r = run(
        COST + "あなたのエネルギー置場のカードが2枚以上なら、あなたは1枚引く。", "[A.hand]", energy
    )
    assert r.outcome["state"] == {"A.hand": hand}


# ------------------------------------------------------------------ a list of cost items (8.5.1.3.2)


@pytest.mark.parametrize(
    "cost",
    [
        "[このカードをレスト、手札を1枚控え室に置く]",
        "[このカードをレストし、手札を1枚控え室に置く]",
    ],
)
def test_a_cost_list_with_a_verb_stem_before_the_comma(cost: str) -> None:
    """「[このカードをレスト、手札を1枚控え室に置く]」: 「レスト、」 is the act (as 「[このカードを
    レスト]」 is), then a hand card of the payer's (no owner printed): both paid at once; with no
    hand card the cost cannot be paid and the use is cancelled (8.5.1.3.2)."""
    text = "[ベンチ]" + cost + "あなたは2枚引く。"
    players = (
        "  A:\n    deck: 10\n    hand: %s\n    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        f'    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}\n'
        "  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}"
    )
    r = vs_players_ruling(players % "[{name: 手1}]", USE, "[A.hand, 手1.zone, 律子.state]", TURN)
    assert r.outcome["state"] == {"A.hand": 2, "手1.zone": "A.waiting", "律子.state": "rest"}
    r = vs_players_ruling(players % "[]", USE, "[A.hand, 律子.state]", TURN)
    assert r.outcome["state"] == {"A.hand": 0, "律子.state": "stand"}
    assert "8.5.1.3.2" in r.decided_by


CANCEL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    energy: %s
    hand: [{name: 真, level: 1, ap: 1000, dp: 1000, text: "{cancel}[手札][エネルギー2枚をレスト、このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices:
  - {player: B, at: cancel, choose: 真}
ask: [A.hand, 真.zone]
"""


def test_a_cancel_with_an_energy_cost() -> None:
    """A cancel paid with 「エネルギー2枚をレスト、このカードを控え室に置く」: two standing energy
    — paid, A's technique is cancelled (A draws nothing); one standing — the cost cannot be
    paid, the cancel is not offered (12.1.1, 8.5.1.3.2) and A draws."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(CANCEL % "[{state: stand}, {state: stand}]"))
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
    assert all(c.orientation == "rest" for c in r.main.final.players["B"].zones["energy"])
    r = resolve(loads(CANCEL % "[{state: stand}, {state: rest}]"))
    assert r.outcome["state"] == {"A.hand": 1, "真.zone": "B.hand"}
    assert "12.1.1" in r.decided_by


# ------------------------------------------------------------------ 「このアタックのダメージはaになる」

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, hand: 0, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


@pytest.mark.parametrize("topic", ["このアタックのダメージ", "アタックのダメージ"])
def test_the_damage_of_this_attack_replaced(topic: str) -> None:
    """「このアタックのダメージは4000になる」 (8.2.1.3.3, 「このアタック」 the attack in progress,
    7.1.1): 千早's 1000 replaced by 4000 retires 美希 (3000); the same without 「この」."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = f"[リング]このカードがアタックした時、{topic}は4000になる。"
    r = resolve(loads(ATTACK % text))
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert "8.2.1.3.3" in r.decided_by
    r = resolve(loads(ATTACK % ""))
    assert r.outcome["state"] == {"美希.zone": "B.ring"}


# ------------------------------------------------------------------ 「スタンドしているカード」 (4.9.1)

BENCH_B = (
    "  B:\n    deck: 10\n    ring: {name: 美希, ap: 2000, dp: 3000}\n"
    "    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, state: rest}, "
    "center: {name: 響, ap: 1000, dp: 1000}}"
)


@pytest.mark.parametrize(
    "step",
    [
        "相手のベンチのスタンドしているカードを1枚選び、レストする。",
        "相手は自分のベンチのスタンドしているカードを1枚選び、レストする。",
    ],
)
def test_a_choice_among_standing_bench_cards(step: str) -> None:
    """「（相手は自分の|相手の）ベンチのスタンドしているカードを1枚選び、レストする」: 雪歩 is rested
    already, so only 響 can be chosen (4.9.1.1): 響 is rested, no branch."""
    text = COST + step
    players = (
        "  A:\n    deck: 10\n    ring: {name: 千早, ap: 2000, dp: 2000}\n"
        f'    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}\n' + BENCH_B
    )
    r = vs_players_ruling(players, USE, "[響.state, 雪歩.state]", TURN)
    assert r.outcome["state"] == {"響.state": "rest", "雪歩.state": "rest"}
    assert "branches" not in r.outcome and "4.9.1.1" in r.decided_by


# ------------------------------------------------------------------ 「山札からリングに置かれた時」 (8.6.6)

FROM_DECK = "[リング]このカードが山札からリングに置かれた時、あなたは1枚引く。"
REFILL = f"""\
game: vs
title: t
turn: {{player: A, number: 4, phase: ability}}
players:
  A:
    deck: [{{name: 新星, ap: 1000, dp: 1000, text: "{FROM_DECK}"}}, 5]
    hand: []
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 春香, ap: 1000, dp: 1000, text: "{FROM_DECK}"}}}}
  B: {{deck: 10, ring: {{name: 美希, ap: 2000, dp: 3000}}}}
actions:
  - {{do: put, card: 千早, to: waiting}}
%s
ask: [A.hand, A.ring]
"""


def test_a_trigger_on_a_move_into_the_ring_from_the_deck() -> None:
    """「このカードが山札からリングに置かれた時」: 新星 comes from the deck's top into the empty ring
    (9.6) — it triggers, A draws; 春香 put from the bench into the ring — read, not triggered
    (8.6.6: the move names where from)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(REFILL % ""))
    assert r.outcome["state"] == {"A.hand": 1, "A.ring": ["新星"]}
    r = resolve(loads(REFILL % "  - {do: put, card: 春香, to: ring}"))
    assert r.outcome["state"] == {"A.hand": 0, "A.ring": ["春香"]}
    assert "8.6.6" in r.decided_by


# ------------------------------------------------------------------ two zones' counts compared (8.6.5)


@pytest.mark.parametrize(
    ("cond", "a_hand", "b_hand", "b_energy", "draws"),
    [
        ("あなたの手札が相手の手札より少ないなら", "[]", 2, 0, 1),
        ("あなたの手札が相手の手札より少ないなら", "[{name: 手1}, {name: 手2}]", 1, 0, 0),
        ("相手の手札が相手のエネルギー置場のカードより多いなら", "[]", 2, 1, 1),
        ("相手の手札が相手のエネルギー置場のカードより多いなら", "[]", 1, 1, 0),
    ],
)
def test_two_zones_counts_compared(
    cond: str, a_hand: str, b_hand: int, b_energy: int, draws: int
) -> None:
    """「あなたの手札が相手の手札より少ないなら」 / 「相手の手札が相手のエネルギー置場のカードより
    多いなら」: the two numbers of cards read as the technique resolves (8.6.5); equal is not more."""
    text = COST + cond + "、あなたは1枚引く。"
    players = (
        f"  A:\n    deck: 10\n    hand: {a_hand}\n    ring: {{name: 千早, ap: 2000, dp: 2000}}\n"
        f'    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}\n'
        f"  B: {{deck: 10, hand: {b_hand}, energy: {b_energy}, "
        "ring: {name: 美希, ap: 2000, dp: 3000}}"
    )
    before = 0 if a_hand == "[]" else 2
    r = vs_players_ruling(players, USE, "[A.hand]", TURN)
    assert r.outcome["state"] == {"A.hand": before + draws}
    assert "8.6.5" in r.decided_by


# ------------------------------------------------------------------ 「この技は…にのみ使える」 (6.6.1.2)


def test_used_only_in_its_own_ability_phase() -> None:
    """「この技はあなたのアビリティフェイズにのみ使える」 on an activated technique restates 6.6.1.2
    (the turn player's ability phase): it runs as the technique without it; a time the rules do
    not give activated techniques (「サポートステップにのみ」) stays refused, never dropped."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[ベンチ][このカードを控え室に置く]あなたは1枚引く。"
    r = run(text + "この技はあなたのアビリティフェイズにのみ使える。", "[A.hand]")
    assert r.outcome["state"] == {"A.hand": 1}
    (ab,) = abilities_of("vs", Card("x", "x", text=text + "この技はサポートステップにのみ使える。"))
    assert not ab.supported


# ------------------------------------------------------------------ a cancel of a technique of one attribute

ATTR_CANCEL = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "%s[ベンチ][このカードをレストする]あなたは1枚引く。"}}
  B:
    deck: 10
    hand: [{name: 真, level: 1, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の《歌》の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices:
  - {player: B, at: cancel, choose: 真}
ask: [A.hand, 真.zone]
"""


def test_a_cancel_choosing_a_technique_of_one_attribute() -> None:
    """「相手の《歌》の技を1つ選び、キャンセルする」 (8.5.1.3.1 on the technique's attribute, 2.15.1,
    printed in its header 《歌》): 春香's 《歌》 technique is cancelled (A draws nothing); a 《演奏》
    one cannot be chosen — the cancel is not used, A draws."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(ATTR_CANCEL % "【熱唱】《歌》"))
    assert r.outcome["state"] == {"A.hand": 0, "真.zone": "B.waiting"}
    r = resolve(loads(ATTR_CANCEL % "【演奏】《演奏》"))
    assert r.outcome["state"] == {"A.hand": 1, "真.zone": "B.hand"}
    assert "2.15.1" in r.decided_by


@pytest.mark.parametrize(("state", "draws"), [("stand", 1), ("rest", 0)])
def test_a_count_of_standing_bench_cards(state: str, draws: int) -> None:
    """「あなたのベンチにスタンドしているカードが1枚以上あるなら」 (shared nouns: the place the
    grammar hangs on the state verb as its goal): only standing bench cards count (4.9.1.1)."""
    text = COST + "あなたのベンチにスタンドしているカードが1枚以上あるなら、あなたは1枚引く。"
    more = f", center: {{name: 春香, ap: 1000, dp: 1000, state: {state}}}"
    r = run(text, "[A.hand]", more=more)
    assert r.outcome["state"] == {"A.hand": draws}
    assert "4.9.1.1" in r.decided_by


# ------------------------------------------------------------------ 「パートナーアタックされた時」

PARTNER = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, partner_name: 春香, partner_title: アイドル}
    bench: {left: {name: 春香, title: %s, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]このカードがパートナーアタックされた時、あなたは1枚引く。"}
actions:
  - {do: attack, support: 春香}
ask: [B.hand]
"""


@pytest.mark.parametrize(("title", "draws"), [("アイドル", 1), ("歌姫", 0)])
def test_a_trigger_when_this_card_is_partner_attacked(title: str, draws: int) -> None:
    """「このカードがパートナーアタックされた時」 (7.1.3.2.2, 7.1.3.2.3, 4.13.1): 春香 is 千早's
    partner — a partner attack on 美希, B draws; not the partner, a normal attack: read, not
    triggered (7.1.3.2.5)."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(loads(PARTNER % title))
    assert r.outcome["state"] == {"B.hand": draws}
    assert "7.1.3.2.2" in r.decided_by
