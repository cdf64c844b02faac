"""vs rules and constructions found by the round-21 blind set moved into development (round 21,
s17vs), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- a cost of level 0: resting energy 0 times is not done at all (1.3.2.2)

PLAY = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: やよい, level: %d, ap: 1000, dp: 1000}]
    energy: [{state: %s, uid: E1}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: chara_phase
    actions: [{do: play, card: やよい, to: left}]
ask: [やよい.zone, E1.state]
"""


@pytest.mark.parametrize("energy", ["rest", "stand"])
def test_a_level_zero_play_rests_nothing_and_cites_1_3_2_2(energy: str) -> None:
    """Level 0: the cost rests energy 0 times (8.4.1.3), an action required 0 times is not done
    at all (1.3.2.2) — the play is made with or without standing energy, the energy untouched."""
    r = resolve(loads(PLAY % (0, energy)))
    assert r.outcome["state"] == {"やよい.zone": "A.bench.left", "E1.state": energy}
    assert {"8.4.1.3", "1.3.2.2"} <= set(r.decided_by)


def test_a_level_one_play_rests_an_energy_and_does_not_cite_1_3_2_2() -> None:
    """Neighbour: level 1 rests one standing energy; no 0-times action, no 1.3.2.2."""
    r = resolve(loads(PLAY % (1, "stand")))
    assert r.outcome["state"] == {"やよい.zone": "A.bench.left", "E1.state": "rest"}
    assert "1.3.2.2" not in r.decided_by


# ---------------- a continuous change to every card of a zone: 「相手のベンチのカードを+0/-1000」
# no number and no 「選び」 (1.3.5.1 gives an omitted number to a choice only): every card the
# noun names, while the technique's card is in its [領域] (8.1.1.4)

BENCH = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    ring: %s
    bench:
      left: %s
      right: {name: 春香, ap: 1000, dp: 1000, gender: 女}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 真, ap: 1000, dp: 1000, gender: 男}
      center: {name: 伊織, ap: 1000, dp: 2000, gender: 女}
actions:
  - {do: check_timing}
ask: [真.zone, 伊織.zone, 伊織.dp, 伊織.ap, 美希.dp, 春香.ap, 千早.ap]
"""


def _bench(text: str, where: str = "ring") -> dict[str, object]:
    """氷華 with ``text`` in A's ring (or on A's left bench frame, 千早 in the ring)."""
    hyouka = f'{{name: 氷華, ap: 2000, dp: 2000, text: "{text}"}}'
    chihaya = "{name: 千早, ap: 2000, dp: 2000}"
    yaml = BENCH % ((hyouka, chihaya) if where == "ring" else (chihaya, hyouka))
    r = resolve(loads(yaml))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return {"state": r.outcome["state"], "by": set(r.decided_by)}


@pytest.mark.parametrize(
    "text",
    [
        "【凍える眼差し】《クール》[リング]相手のベンチのカードを+0/-1000。",  # the r21 card
        "[リング]相手のベンチのカードを+0/-1000。",  # no header
        "[リング]相手のベンチのカードを+0/-1000する。",  # with する
        "[リング]相手のベンチのカードすべてを+0/-1000する。",  # すべて (already read)
        "[リング]相手のベンチのカードの防御力を-1000する。",  # one value named
        "[リング]相手のベンチにあるカードを+0/-1000する。",  # 「…にある」 (place_verbs)
        "[リング]相手のベンチのすべてのカードを+0/-1000する。",
        "[リング]相手のベンチの全てのカードを+0/-1000する。",  # kanji: crashed the parser
        "[リング]相手のベンチのカード全てを+0/-1000する。",
    ],
)
def test_every_opponent_bench_card_loses_defence_and_one_at_zero_goes_to_waiting(
    text: str,
) -> None:
    """真 (defence 1000) is brought to 0 and moves to its owner's waiting room at the check
    timing (9.3.2); 伊織 (2000) keeps 1000 and stays; the ring card is not a bench card."""
    got = _bench(text)
    assert got["state"]["真.zone"] == "B.waiting"
    assert got["state"]["伊織.zone"] == "B.bench.center"
    assert got["state"]["伊織.dp"] == 1000
    assert got["state"]["美希.dp"] == 3000
    assert {"9.3.2", "8.1.1.4"} <= got["by"]


def test_your_bench_plus_ap_reaches_every_card_of_your_bench_only() -> None:
    """Neighbour: 「あなたのベンチのカードを+1000/+0」 — the master's bench cards (春香), not the
    opponent's (伊織) nor the ring card."""
    got = _bench("[リング]あなたのベンチのカードを+1000/+0。")
    assert got["state"]["春香.ap"] == 2000
    assert got["state"]["千早.ap"] == 3000  # on the left frame, a bench card too
    assert got["state"]["伊織.ap"] == 1000


def test_the_field_means_the_ring_and_the_bench() -> None:
    """Neighbour: 「相手のフィールドのカードを+0/-1000」 — the ring card and the bench's (3.3.1)."""
    got = _bench("[リング]相手のフィールドのカードを+0/-1000。")
    assert got["state"]["美希.dp"] == 2000
    assert got["state"]["伊織.dp"] == 1000
    assert got["state"]["真.zone"] == "B.waiting"


@pytest.mark.parametrize(
    ("text", "iori"),
    [
        ("[リング]相手のベンチの♥のカードを+0/-1000。", 1000),  # 2.8.1 ♥: 伊織 only
        ("[リング]相手のベンチの♠のカードを+0/-1000。", 2000),  # ♠: 真 only
    ],
)
def test_a_filter_on_every_bench_card_reaches_only_the_cards_it_describes(
    text: str, iori: int
) -> None:
    got = _bench(text)
    assert got["state"]["伊織.dp"] == iori
    assert got["state"]["真.zone"] == ("B.bench.left" if iori == 1000 else "B.waiting")


def test_a_card_outside_its_area_generates_nothing() -> None:
    """The technique works from the ring ([リング]); its card on the bench generates nothing
    (8.1.1.4): 真 stays."""
    got = _bench("[リング]相手のベンチのカードを+0/-1000。", where="bench")
    assert got["state"]["真.zone"] == "B.bench.left"
    assert got["state"]["伊織.dp"] == 2000


@pytest.mark.parametrize(
    "text",
    [
        # a number and no 「選び」: who chooses the card is not written
        "[リング]相手のベンチのカード1枚を+0/-1000する。",
        # a one-shot change of the bench cards of a kind (round 49, s46vsF: moved from 「相手の
        # ベンチのカードを+0/-1000」, which now runs with the audit's zone_cards_unchosen)
        "[リング]このカードがアタックした時、相手のベンチの《学園》のカードを+0/-1000。",
    ],
)
def test_neighbours_left_refused(text: str) -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert not ab.supported


# ---------------- the format: an ``effects:`` entry's value by its natural names (vs 2.10 / 2.11)

EFFECT = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A: {deck: 10, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
effects:
  - {target: 千早, stat: %s, op: add, value: 500}
actions: []
ask: [千早.ap, 千早.dp]
"""


@pytest.mark.parametrize(
    ("stat", "ap", "dp"),
    [
        ("dp", 2000, 2500),  # the r21_013 writer's form
        ("defense", 2000, 2500),
        ("防御力", 2000, 2500),
        ("ap", 2500, 2000),
        ("attack", 2500, 2000),
        ("攻撃力", 2500, 2000),
    ],
)
def test_an_effect_on_a_cards_value_by_any_of_its_names(stat: str, ap: int, dp: int) -> None:
    r = resolve(loads(EFFECT % stat))
    assert r.outcome["state"] == {"千早.ap": ap, "千早.dp": dp}


def test_an_effect_on_a_value_vs_has_not_is_an_error_not_ignored() -> None:
    """Before: 「stat: power」 on a vs card was accepted and never read (the value unchanged)."""
    from ruling.scenario import ScenarioError

    with pytest.raises(ScenarioError, match="power"):
        loads(EFFECT % "power")


# ---------------- an effect printed only in parentheses: 8.1.1.4's notation or a note (2.14.2)
# Round 24 (s20covs): read as 8.1.1.4's 「[領域](効果)」, the ruling saying the text does not
# settle it (vs.unsettled.yaml paren_effect; board tests in test_vs_cardtext_r24.py).


@pytest.mark.parametrize(
    "text",
    [
        "【加護】[ベンチ](あなたのリングの♥のカードを+0/+1000)",
        "【絶望】《闇》[リング](相手のベンチのカードすべてを-1000/-1000)",
        "[リング](このカードを+1000/+0)",
        "【加護】[ベンチ]（あなたのリングの♥のカードを+0/+1000）",  # full-width parentheses
    ],
)
def test_an_effect_only_in_parentheses_is_read_and_marked_unsettled(text: str) -> None:
    from ruling.abilities import abilities_of, unsettled_of
    from ruling.state import Card

    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert ab.supported, ab.reason
    assert unsettled_of(ab.program) == ("paren_effect",)


def test_a_reminder_after_the_effect_leaves_the_effect_run() -> None:
    """Neighbour: the effect written plainly, a reminder after it: the effect runs."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[リング]このカードを+1000/+0。(このカードは強くなる)"
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert ab.supported, ab.reason


# ---------------- the limit of uses in the wording of 8.12.5's own example: 「1ターンの1回まで」

ONCE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: attack, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000}
      right: {name: 亜美, ap: 1000, dp: 1000}
  B:
    deck: 20
    hand: 2
    ring: {name: 美希, ap: 2000, dp: 9000, text: "[リング]このカードがアタックされた時、あなたは1枚引く。%s"}
actions:
  - {do: attack, support: 律子}
  - {do: attack, support: 亜美}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("limit", "hand"),
    [
        ("この技は1ターンに1回まで使える。", 3),
        ("この技は1ターンの1回まで使える。", 3),  # 8.12.5's example as printed
        ("1ターンの1回まで使える。", 3),  # no topic
        ("この技は1ターンにつき1回まで使える。", 3),  # につき
        ("この技は1ターンの2回まで使える。", 4),  # two uses: both attacks draw
    ],
)
def test_a_limit_of_uses_joined_by_no_or_nitsuki(limit: str, hand: int) -> None:
    """Attacked twice: the technique draws once a turn (8.12.1 used, 8.12.3 not triggered
    again), twice with a limit of 2 (with no limit read it would draw twice too: B.hand 4)."""
    r = resolve(loads(ONCE % limit))
    assert r.outcome["state"] == {"B.hand": hand}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_a_limit_over_two_turns_stays_refused() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[リング]このカードがアタックされた時、あなたは1枚引く。2ターンの1回まで使える。"
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert not ab.supported


# ---------------- a cost list whose first item is a する-verb's stem with a count (8.5.1.3.2)

COST = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 真美, level: 1}]
    energy: [{uid: E1, state: stand}, {uid: E2, state: stand}, {uid: E3, state: %s}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [E1.state, E2.state, E3.state, 真美.zone, 律子.zone, A.deck]
"""


@pytest.mark.parametrize(
    ("text", "moved"),
    [
        ("[ベンチ][エネルギーを2枚レスト、手札を1枚控え室に置く]あなたは1枚引く。", "真美"),
        ("[ベンチ][エネルギーを2枚レスト、このカードを控え室に置く]あなたは1枚引く。", "律子"),
        ("[ベンチ][エネルギー2枚をレスト、このカードを控え室に置く]あなたは1枚引く。", "律子"),
        # the neighbours already read: the verb's own form, the stem at the bracket's end
        ("[ベンチ][エネルギーを2枚レストし、手札を1枚控え室に置く]あなたは1枚引く。", "真美"),
        ("[ベンチ][手札を1枚控え室に置く、エネルギーを2枚レスト]あなたは1枚引く。", "真美"),
    ],
)
def test_two_costs_paid_together_the_first_a_stem_with_a_count(text: str, moved: str) -> None:
    """Both costs are paid at once (8.5.1.3.2): two standing energy rested, the card put in the
    waiting room; the technique draws one."""
    r = resolve(loads(COST % ("rest", text)))
    st = r.outcome["state"]
    assert (st["E1.state"], st["E2.state"]) == ("rest", "rest")
    assert st[f"{moved}.zone"] == "A.waiting"
    assert st["A.deck"] == 9
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_the_cost_not_payable_with_one_standing_energy() -> None:
    """Only one standing energy: the cost cannot be paid in full, nothing is paid (8.5.1.3.2)."""
    text = "[ベンチ][エネルギーを2枚レスト、手札を1枚控え室に置く]あなたは1枚引く。"
    yaml = (COST % ("rest", text)).replace("{uid: E2, state: stand}", "{uid: E2, state: rest}")
    r = resolve(loads(yaml))
    st = r.outcome["state"]
    assert st["E1.state"] == "stand"
    assert st["真美.zone"] == "A.hand"
    assert st["A.deck"] == 10


# ---------------- 「技属性に《X》を含む」 (2.15, 2.15.1) and 「…の称号に“X”が含まれる」 (2.14.7)

ATTR = """\
game: vs
title: t
turn: {player: A, number: 6, phase: %s}
players:
  A:
    deck: 10
    waiting: [{name: 竜騎士, attribute: 竜}, {name: 剣士, attribute: 剣技}]
    ring: {name: 千早, ap: 2000, dp: 2000, title: 生徒会長, attribute: %s, text: "%s"}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, attribute: %s, text: "%s"}
      right: {name: 亜美, ap: 1000, dp: 1000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - %s
ask: [竜騎士.zone, 剣士.zone, 千早.ap, A.hand]
"""


def _attr(
    phase: str, ring_attr: str, ring_text: str, bench_attr: str, bench_text: str, act: str
) -> dict[str, object]:
    r = resolve(loads(ATTR % (phase, ring_attr, ring_text, bench_attr, bench_text, act)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]


@pytest.mark.parametrize(
    "filt",
    [
        "技属性に《竜》を含むカード",
        "《竜》のカード",
        "《竜》の技を持つカード",
        "にある《竜》のカード",
    ],
)
def test_a_choice_among_cards_holding_an_attribute(filt: str) -> None:
    """Only 竜騎士 holds 《竜》: it is the one card the choice can take (2.15.1)."""
    place = "自分の控え室" if filt.startswith("に") else "自分の控え室の"
    text = f"[ベンチ][このカードをレストする]あなたは{place}{filt}を1枚選び、手札に加える。"
    use = "{do: ability_phase, actions: [{do: use, card: 律子}]}"
    st = _attr("ability", "クール", "", "竜", text, use)
    assert st["竜騎士.zone"] == "A.hand"
    assert st["剣士.zone"] == "A.waiting"


@pytest.mark.parametrize(("bench_attr", "ap"), [("竜", 3000), ("剣技", 2000)])
@pytest.mark.parametrize(
    "cond",
    [
        "あなたのベンチに技属性に《竜》を含むカードがあるなら",
        "あなたのベンチに《竜》の技を持つカードがあるなら",
    ],
)
def test_a_continuous_change_while_the_bench_holds_an_attribute(
    cond: str, bench_attr: str, ap: int
) -> None:
    st = _attr(
        "chara",
        "クール",
        f"[リング]{cond}、このカードを+1000/+0。",
        bench_attr,
        "",
        "{do: check_timing}",
    )
    assert st["千早.ap"] == ap


SUPPORT = "{do: attack, support: 律子}"


@pytest.mark.parametrize(
    ("cond", "draws"),
    [
        ("あなたのリングのカードの技属性に《剣技》が含まれるなら", 1),
        ("あなたのリングのカードが技属性に《剣技》を含むなら", 1),
        ("あなたのリングのカードの技属性に《竜》が含まれるなら", 0),
        ("あなたのリングのカードの称号に“生徒会”が含まれるなら", 1),
        ("あなたのリングのカードの称号に“風紀”が含まれるなら", 0),
    ],
)
def test_a_condition_on_the_ring_cards_attribute_or_title_in_the_passive(
    cond: str, draws: int
) -> None:
    """千早 (title 生徒会長, attribute 剣技): supported by 律子, whose technique draws if so."""
    text = f"[ベンチ]このカードがサポートした時、{cond}、あなたは1枚引く。"
    st = _attr("attack", "剣技", "", "クール", text, SUPPORT)
    assert st["A.hand"] == draws


# ---------------- the ring card chosen only if it is so described (3.3.2; 2.15.1, 2.14.7, 2.8.1)

RING_CHOICE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    energy: [{uid: E1, state: stand}]
    ring: {name: 千早, ap: 2000, dp: 2000, gender: 女, title: 番長, attribute: 剣技}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [千早.ap]
"""


@pytest.mark.parametrize(
    ("filt", "ap"),
    [
        ("あなたのリングの♥のカード", 3000),
        ("あなたのリングの♠のカード", 2000),
        ("あなたは自分のリングの称号に“番長”を含むカード", 3000),
        ("あなたは自分のリングの称号に“騎士”を含むカード", 2000),
        ("あなたは自分のリングの《剣技》の技を持つカード", 3000),
        ("あなたは自分のリングの《魔法》の技を持つカード", 2000),
        ("あなたのリングのカード", 3000),  # no filter (already read)
    ],
)
def test_the_ring_card_is_chosen_only_if_described(filt: str, ap: int) -> None:
    text = f"[ベンチ][このカードをレストする]{filt}を選び、このターン中、+1000/-0する。"
    r = resolve(loads(RING_CHOICE % text))
    assert r.outcome["state"] == {"千早.ap": ap}
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


# ---------------- 「そのアタックのダメージはaになる」: the attack of the trigger's event (8.2.1.3.3)

DAMAGE = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A: {deck: 9, ring: {name: 千早, ap: 3000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}
  B:
    deck: 9
    hand: [{name: 雪歩}]
    retire: 2
    ring: {name: 美希, ap: 2000, dp: 2500, text: "%s"}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 美希.damage]
"""


@pytest.mark.parametrize(
    ("text", "zone", "damage"),
    [
        (
            "[リング]このカードがアタックされた時、そのアタックのダメージは1000になる。",
            "B.ring",
            1000,
        ),
        (
            "[リング]このカードがアタックされた時、このアタックのダメージは1000になる。",
            "B.ring",
            1000,
        ),
    ],
)
def test_that_attacks_damage_replaced(text: str, zone: str, damage: int) -> None:
    """千早 (3000) attacks 美希 (2500): the damage of that attack, the one in progress, becomes
    ``damage`` (8.2.1.3.3) — 美希 stays in the ring."""
    r = resolve(loads(DAMAGE % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"美希.zone": zone, "美希.damage": damage}
    assert "8.2.1.3.3" in r.decided_by


def test_that_attacks_damage_after_an_optional_discard() -> None:
    """「…置いてよい。そうしたら、そのアタックのダメージは0になる」: B's pick — discarded, the
    damage is 0 and 美希 stays; declined, 3000 retires 美希 (2500, 9.4.1)."""
    text = (
        "[リング]このカードがアタックされた時、あなたは手札を1枚控え室に置いてよい。"
        "そうしたら、そのアタックのダメージは0になる。"
    )
    r = resolve(loads(DAMAGE % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = {tuple(b["choices"]): b["outcome"]["state"] for b in r.outcome["branches"]}
    assert got[("yes",)] == {"美希.zone": "B.ring", "美希.damage": 0}
    assert got[("no",)]["美希.zone"] == "B.retire"


def test_that_attack_with_no_attack_event_stays_refused() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[リング]あなたのターンの始めに、そのアタックのダメージは0になる。"
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert not ab.supported


# ---------------- a condition on the attacking card (「（相手の）アタックしたカード」, 7.1.3.2, 4.14.1)

ATTACKED = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    ring: {name: 千早, level: %d, gender: %s, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, retire: 2, ring: {name: 美希, ap: 2000, dp: 2500, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


@pytest.mark.parametrize(
    ("cond", "level", "gender", "zone"),
    [
        ("アタックしたカードのレベルが3以上なら", 3, "女", "B.ring"),
        ("アタックしたカードのレベルが3以上なら", 2, "女", "B.retire"),
        ("アタックしたカードの攻撃力が3000以上なら", 1, "女", "B.ring"),
        ("アタックしたカードの攻撃力が4000以上なら", 1, "女", "B.retire"),
        ("相手のアタックしたカードが♠なら", 1, "男", "B.ring"),
        ("相手のアタックしたカードが♠なら", 1, "女", "B.retire"),
    ],
)
def test_a_condition_on_the_attacking_card(cond: str, level: int, gender: str, zone: str) -> None:
    """千早 (3000) attacks 美希 (2500): +0/+1000 for the turn while the attacking card is so —
    美希 stays, else 3000 retires it (9.4.1). (「そのアタック中」 would end with the attack, 7.1.1,
    and the damage kept to the turn's end, 6.8.1.3, would retire it then.)"""
    text = f"[リング]このカードがアタックされた時、{cond}、このターン中、このカードを+0/+1000。"
    r = resolve(loads(ATTACKED % (level, gender, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"美希.zone": zone}


# ---------------- the opponent's energy chosen and rested by an effect (3.4.3: an instruction)

ENERGY = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは相手のエネルギーを1枚選び、%sする。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, energy: [{uid: F1, state: %s}, {uid: F2, state: stand}], ring: {name: 美希, ap: 2000, dp: 2500}}
actions:
  - {do: attack, support: 春香}
ask: [F1.state, F2.state]
"""


def test_one_of_the_opponents_energy_rested() -> None:
    """Two standing (the same card to A): one of them is rested (4.9.1.2)."""
    r = resolve(loads(ENERGY % ("レスト", "stand")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert sorted(r.outcome["state"].values()) == ["rest", "stand"]


def test_the_choice_branches_on_which_energy() -> None:
    """F1 already rested: A's pick — F1 (nothing changes) or F2 (rested)."""
    r = resolve(loads(ENERGY % ("レスト", "rest")))
    got = sorted(
        (b["outcome"]["state"]["F1.state"], b["outcome"]["state"]["F2.state"])
        for b in r.outcome["branches"]
    )
    assert got == [("rest", "rest"), ("rest", "stand")]


def test_the_opponents_energy_stood() -> None:
    r = resolve(loads(ENERGY % ("スタンド", "rest")))
    got = sorted(
        (b["outcome"]["state"]["F1.state"], b["outcome"]["state"]["F2.state"])
        for b in r.outcome["branches"]
    )
    assert got == [("rest", "stand"), ("stand", "stand")]


# ---------------- every card of a group put elsewhere / given a state (3.1.4, 4.9.1; 1.3.2)

ALL = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 真美}, {name: 亜美}]
    energy: [{uid: E1, state: stand}, {uid: E2, state: rest}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: %s
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [A.hand, A.waiting, B.waiting, 美希.zone, E1.state, E2.state]
"""
B_BENCH = "{left: {name: 真, ap: 1000, dp: 1000}, right: {name: 伊織, ap: 1000, dp: 1000}}"


@pytest.mark.parametrize(
    "text",
    ["相手のベンチのカードをすべて控え室に置く。", "相手のベンチのカードすべてを控え室に置く。"],
)
def test_every_opponent_bench_card_to_the_waiting_room(text: str) -> None:
    r = resolve(loads(ALL % (text, B_BENCH)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    st = r.outcome["state"]
    assert st["B.waiting"] == 2 and st["美希.zone"] == "B.ring"


def test_an_empty_bench_puts_nothing() -> None:
    """None there: nothing is done (1.3.2); the step after it still runs."""
    text = "相手のベンチのカードをすべて控え室に置く。その後、あなたは1枚引く。"
    r = resolve(loads(ALL % (text, "{}")))
    st = r.outcome["state"]
    assert st["B.waiting"] == 0 and st["A.hand"] == 3


def test_the_masters_hand_to_the_waiting_room_and_its_energy_rested() -> None:
    text = "あなたは自分の手札をすべて控え室に置く。その後、あなたは自分のエネルギーをすべてレストする。"
    r = resolve(loads(ALL % (text, B_BENCH)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    st = r.outcome["state"]
    assert st["A.hand"] == 0 and st["A.waiting"] == 2
    assert (st["E1.state"], st["E2.state"]) == ("rest", "rest")


def test_the_masters_energy_stood() -> None:
    r = resolve(loads(ALL % ("あなたは自分のエネルギーをすべてスタンドする。", B_BENCH)))
    st = r.outcome["state"]
    assert (st["E1.state"], st["E2.state"]) == ("stand", "stand")


def test_every_card_put_in_the_deck_stays_refused() -> None:
    """Several cards put in a deck at once need an order (3.2.4): refused."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[ベンチ][このカードをレストする]相手のベンチのカードをすべて山札に置く。"
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert not ab.supported


# ---------------- 「このカードが<X>をサポートした時」: the card supported so described (4.14.1)

SUPPORTS = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: %s, title: 紅蓮の番長, gender: 男, attribute: 熱血, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ]このカードが%sをサポートした時、あなたは1枚引く。"}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("ring", "what", "draws"),
    [
        ("鬼塚 竜二", "「“紅蓮の番長”鬼塚 竜二」", 1),  # the r20 card's form: title and name
        ("鬼塚 竜二", "「“蒼の剣聖”アルス」", 0),
        ("鬼塚 竜二", "「鬼塚 竜二」", 1),  # a name alone (2.1.1)
        ("千早", "「鬼塚 竜二」", 0),
        ("鬼塚 竜二", "《熱血》のカード", 1),
        ("鬼塚 竜二", "《魔法》のカード", 0),
        ("鬼塚 竜二", "称号に“番長”を含むカード", 1),
        ("鬼塚 竜二", "♥のカード", 0),
    ],
)
def test_a_support_trigger_of_a_described_card(ring: str, what: str, draws: int) -> None:
    r = resolve(loads(SUPPORTS % (ring, what)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"A.hand": draws}


def test_that_card_after_a_support_trigger_is_the_card_supported() -> None:
    """「…をサポートした時、そのアタック中、そのカードを+1000/+0」: the ring card attacking."""
    text = (
        "[ベンチ]このカードが「鬼塚 竜二」をサポートした時、そのアタック中、そのカードを+1000/+0。"
    )
    src = SUPPORTS.replace(
        '"[ベンチ]このカードが%sをサポートした時、あなたは1枚引く。"', f'"{text}"'
    ).replace("ask: [A.hand]", "ask: [美希.damage]")
    r = resolve(loads(src % ("鬼塚 竜二",)))
    assert r.outcome["state"] == {"美希.damage": 2000}


def test_the_kanji_spelling_of_subete_is_a_count_of_all() -> None:
    """「全て」 matched the COUNT token's pattern but the AST builder knew only 「すべて」: the
    card's parse crashed (an internal error). Now both are 「all」."""
    from grammar import ast as A
    from grammar.parse import parse_card

    for word in ("すべて", "全て"):
        r = parse_card(f"[リング]相手のベンチの{word}のカードを+0/-1000する。", "vs")
        (ab,) = r.card.abilities
        terms = ab.effect.sentences[0].steps[0].body.args[0].value.terms
        assert A.Count(None, "card", "all") in terms


# ---------------- 「相手はパートナーブロックできない」 (7.1.4.2; 1.3.3; 8.2.1.2)

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


@pytest.mark.parametrize(
    "text",
    [
        "[リング]このカードがアタックした時、相手はパートナーブロックできない。",
        "[リング]このカードがアタックした時、相手はこのアタック中、パートナーブロックできない。",
        "[リング]このカードがアタックした時、このターン中、相手はパートナーブロックできない。",
    ],
)
def test_no_partner_block_leaves_the_attack_to_deal_its_damage(text: str) -> None:
    """伊織, 美希's partner, could block (7.1.4.2); the prohibition wins (1.3.3): no block, 3000
    damage retires 美希 (7.1.5.4), 伊織 stays in the hand."""
    r = resolve(loads(BLOCK % (text, "")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"美希.zone": "B.retire", "伊織.zone": "B.hand"}
    assert "7.1.4.2" in r.decided_by


def test_a_partner_block_asked_for_is_refused() -> None:
    text = "[リング]このカードがアタックした時、相手はパートナーブロックできない。"
    r = resolve(loads(BLOCK % (text, ", partner_block: 伊織")))
    assert r.outcome.get("rejected") is True
    assert "1.3.3" in r.decided_by


def test_without_the_prohibition_b_may_block() -> None:
    r = resolve(loads(BLOCK % ("", ", partner_block: 伊織")))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "伊織.zone": "B.waiting"}


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("[リング]相手はパートナーブロックできない。", "B.retire"),  # in force: no block
        ("[ベンチ]相手はパートナーブロックできない。", "B.ring"),  # its card not on the bench
    ],
)
def test_a_continuous_no_partner_block(text: str, zone: str) -> None:
    """While its card is in its [領域] (8.1.1.4) B cannot block (not offered: the attack's 3000
    retires 美希); out of it, B's block (offered, and B's pick) keeps 美希 in the ring."""
    r = resolve(loads(BLOCK % (text, "")))
    zones = (
        {b["outcome"]["state"]["美希.zone"] for b in r.outcome["branches"]}
        if "branches" in r.outcome
        else {r.outcome["state"]["美希.zone"]}
    )
    assert zone in zones
    assert ("B.ring" in zones) == (zone == "B.ring")


# ---------------- 「このアタックがパートナーアタック（でない）なら」 (7.1.3.2.2, 7.1.3.2.4, 7.1.3.2.6)

PARTNER = """\
game: vs
title: t
turn: {player: A, number: %d, first_player: B}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, partner_name: 春香, partner_title: 親友, text: "%s"}
    bench: {left: {name: 春香, title: %s, ap: 1000, dp: 1000, text: "%s"}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("cond", "title", "draws"),
    [
        ("このアタックがパートナーアタックなら", "親友", 1),
        ("このアタックがパートナーアタックなら", "先輩", 0),  # not the partner: a normal attack
        ("そのアタックがパートナーアタックなら", "親友", 1),
        ("このアタックがパートナーアタックでないなら", "先輩", 1),
        ("このアタックがパートナーアタックでないなら", "親友", 0),
    ],
)
def test_a_condition_on_the_attack_being_a_partner_attack(
    cond: str, title: str, draws: int
) -> None:
    text = f"[ベンチ]このカードがサポートした時、{cond}、あなたは1枚引く。"
    r = resolve(loads(PARTNER % (4, "", title, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"A.hand": draws}


def test_a_partner_attack_made_normal_by_an_effect_is_not_one() -> None:
    """「このアタックはパートナーアタックにならない」 resolved first (the ring card's trigger, the
    turn player's order): the attack is a normal one (7.1.3.2.4) when the bench card's
    condition is read."""
    ring = "[リング]このカードがアタックした時、このアタックはパートナーアタックにならない。"
    bench = "[ベンチ]このカードがサポートした時、このアタックがパートナーアタックなら、あなたは1枚引く。"
    r = resolve(loads(PARTNER % (4, ring, "親友", bench)))
    hands = (
        {b["outcome"]["state"]["A.hand"] for b in r.outcome["branches"]}
        if "branches" in r.outcome
        else {r.outcome["state"]["A.hand"]}
    )
    # the two techniques trigger together (7.1.3.2.3); A orders them: made normal first, no
    # draw; the draw first, while it is still a partner attack, one
    assert hands <= {0, 1} and 0 in hands


def test_at_the_end_of_a_partner_attack() -> None:
    """「このカードのアタックの終わりに、このアタックがパートナーアタックなら」: read at the attack
    end step (7.1.6.1), the attack still recorded a partner attack."""
    ring = "[リング]このカードのアタックの終わりに、このアタックがパートナーアタックなら、あなたは1枚引く。"
    r = resolve(loads(PARTNER % (4, ring, "親友", "")))
    assert r.outcome["state"] == {"A.hand": 1}
    r = resolve(loads(PARTNER % (4, ring, "先輩", "")))
    assert r.outcome["state"] == {"A.hand": 0}


def test_the_first_players_first_turn_attack_is_not_a_partner_attack() -> None:
    """7.1.3.2.6: in the first player's first turn a partner attack is a normal one."""
    text = "[ベンチ]このカードがサポートした時、このアタックがパートナーアタックなら、あなたは1枚引く。"
    src = (PARTNER % (1, "", "親友", text)).replace("first_player: B", "first_player: A")
    r = resolve(loads(src))
    assert r.outcome["state"] == {"A.hand": 0}


# ---------------- 「（自分の|その）山札をシャッフルする」 (3.2.2)

SHUFFLE = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: [{name: 伊織}, {name: 真}]
    waiting: [{name: 亜美}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [亜美.zone, A.deck, A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の控え室のカードを1枚選び、山札に戻し、山札をシャッフルする。",
        "あなたは自分の控え室のカードを1枚選び、山札に戻し、その山札をシャッフルする。",
        "あなたは自分の控え室のカードを1枚選び、山札に戻し、自分の山札をシャッフルする。",
    ],
)
def test_a_card_put_in_the_deck_then_the_deck_shuffled(text: str) -> None:
    r = resolve(loads(SHUFFLE % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"亜美.zone": "A.deck", "A.deck": 3, "A.hand": 0}
    assert "3.2.2" in r.decided_by


def test_after_the_shuffle_the_top_card_is_not_known() -> None:
    """A draw after the shuffle: which card is drawn is branched on (3.2.2), never picked."""
    text = "あなたは自分の控え室のカードを1枚選び、山札に戻し、山札をシャッフルする。その後、あなたは1枚引く。"
    r = resolve(
        loads((SHUFFLE % text).replace("ask: [亜美.zone, A.deck, A.hand]", "ask: [亜美.zone]"))
    )
    zones = {b["outcome"]["state"]["亜美.zone"] for b in r.outcome.get("branches", [])}
    assert zones == {"A.hand", "A.deck"}


# ---------------- 「…は、相手の技（に|で|によって）選ばれない」 (8.1.1.4; 1.3.1 over 8.6.11.1)

UNCHOSEN = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: A}
players:
  A:
    deck: 20
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B:
    deck: 20
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
    bench: {left: {name: 響, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [響.zone, 美希.dp]
"""
TO_BENCH = "相手のベンチのカードを1枚選び、相手の控え室に置く。"
TO_RING = "相手のリングのカードを選び、+0/-1000。"


@pytest.mark.parametrize(
    ("ring", "bench", "effect", "key", "value"),
    [
        ("[リング]このカードは相手の技で選ばれない。", "", TO_RING, "美希.dp", 3000),
        ("[リング]このカードは相手の技によって選ばれない。", "", TO_RING, "美希.dp", 3000),
        ("", "[ベンチ]あなたのリングのカードは、相手の技に選ばれない。", TO_RING, "美希.dp", 3000),
        (
            "[リング]あなたのベンチのカードは相手の技で選ばれない。",
            "",
            TO_BENCH,
            "響.zone",
            "B.bench.left",
        ),
        ("", "", TO_RING, "美希.dp", 2000),  # none: chosen
        ("", "", TO_BENCH, "響.zone", "B.waiting"),
    ],
)
def test_unchoosable_by_any_particle(
    ring: str, bench: str, effect: str, key: str, value: object
) -> None:
    r = resolve(loads(UNCHOSEN % (effect, ring, bench)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"][key] == value


# ---------------- 「あなたは手札を1枚選び」: the chooser's own hand (3.7.2)

HAND = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 真美, level: 1}]
    energy: []
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, hand: [{name: 雪歩}], ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [真美.zone, 雪歩.zone]
"""


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("あなたは手札を1枚選び、エネルギー置場に置く。", "A.energy"),
        ("あなたは自分の手札を1枚選び、エネルギー置場に置く。", "A.energy"),
        ("あなたは手札を1枚選び、控え室に置く。", "A.waiting"),
    ],
)
def test_a_hand_with_no_owner_printed_is_the_choosers(text: str, zone: str) -> None:
    r = resolve(loads(HAND % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"真美.zone": zone, "雪歩.zone": "B.hand"}


# ---------------- each player draws (4.10.3)

DRAWS = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, hand: 0, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(
    ("text", "n"),
    [
        ("あなたと相手はそれぞれ1枚引く。", 1),
        ("あなたと相手は1枚ずつ引く。", 1),
        ("すべてのプレイヤーは1枚引く。", 1),
        ("お互いのプレイヤーは2枚引く。", 2),
        ("各プレイヤーは1枚引く。", 1),
    ],
)
def test_each_player_draws(text: str, n: int) -> None:
    r = resolve(loads(DRAWS % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"A.hand": n, "B.hand": n}


# ---------------- the opponent chooses among its own hand / retired cards (3.7.2, 3.5)

OPP_CHOICE = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, hand: 2, retire: 2, waiting: 0, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 春香}
ask: [B.hand, B.retire, B.waiting]
"""


@pytest.mark.parametrize(
    ("text", "hand", "retire"),
    [
        ("相手は手札を1枚選び、控え室に置く。", 1, 2),
        ("相手は自分の手札を1枚選び、控え室に置く。", 1, 2),
        ("相手は自分のリタイヤを1枚選び、控え室に置く。", 2, 1),
        ("相手は自分のリタイヤ置場のカードを1枚選び、控え室に置く。", 2, 1),
    ],
)
def test_the_opponent_chooses_its_own_cards(text: str, hand: int, retire: int) -> None:
    r = resolve(loads(OPP_CHOICE % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"B.hand": hand, "B.retire": retire, "B.waiting": 1}


# ---------------- 「このカードをレストしてよい。そうしたら、…」 on a bench card (4.9.1.2; 8.1.1.5)

REST_SELF = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A: {deck: 9, ring: {name: 千早, ap: 3000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}
  B:
    deck: 9
    retire: 0
    ring: {name: 美希, ap: 2000, dp: 2500}
    bench: {left: {name: 響, state: %s, ap: 1000, dp: 1000, text: "[ベンチ]相手のカードがアタックした時、このカードをレストしてよい。そうしたら、このターン中、あなたのリングのカードを+0/+2000する。"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 響.state]
"""


def test_a_bench_card_rests_itself_and_the_ring_card_survives() -> None:
    r = resolve(loads(REST_SELF % "stand"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert got["yes"] == {"美希.zone": "B.ring", "響.state": "rest"}
    assert got["no"] == {"美希.zone": "B.retire", "響.state": "stand"}


def test_a_bench_card_already_rested_does_not_and_the_step_after_does_not_follow() -> None:
    """Not standing: 「レストする」 leaves it as it is (4.9.1.2) — not done, so 「そうしたら」's step
    does nothing (8.1.1.5): 3000 retires 美希."""
    r = resolve(loads(REST_SELF % "rest"))
    states = (
        [b["outcome"]["state"] for b in r.outcome["branches"]]
        if "branches" in r.outcome
        else [r.outcome["state"]]
    )
    assert all(s["美希.zone"] == "B.retire" for s in states)


def test_a_ring_card_resting_itself_stays_refused() -> None:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[リング]このカードがアタックした時、このカードをレストする。"
    (ab,) = abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))
    assert not ab.supported and "4.9.1" in ab.reason


# ---------------- 「パートナーブロックステップ / アタック解決ステップの始めに」 (7.1.4.1, 7.1.5.1)

STEP_START = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A: {deck: 9, hand: 0, ring: {name: 千早, ap: 1000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}
  B: {deck: 9, hand: 0, ring: {name: 美希, ap: 2000, dp: 9000, text: "[リング]%sの始めに、あなたは1枚引く。"}}
actions:
  - {do: attack, support: 春香}
ask: [B.hand]
"""


@pytest.mark.parametrize(
    ("step", "clause"),
    [("パートナーブロックステップ", "7.1.4.1"), ("アタック解決ステップ", "7.1.5.1")],
)
def test_a_trigger_at_the_start_of_an_attack_step(step: str, clause: str) -> None:
    r = resolve(loads(STEP_START % step))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"B.hand": 1}
    assert clause in r.decided_by


def test_that_attack_is_not_a_partner_attack() -> None:
    """「{surprise}[相手のカードがパートナーアタックした時]→そのアタックはパートナーアタックにならない。」
    (cards_r20): 「そのアタック」 is the attack of the trigger's event, the one in progress —
    the same as 「このアタック」 (7.1.3.2.4, 7.1.5.1.1): 美希 takes the damage and stays."""
    from tests.ruling.test_vs_cardtext_r20 import SURPRISE_NOT_PARTNER

    r = resolve(loads(SURPRISE_NOT_PARTNER % "そのアタックはパートナーアタックにならない。"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
    assert "7.1.5.1.1" in r.decided_by


# ---------------- a choice among the opponent's hand after the text showed it (3.7.2; 1.3.1)

SEEN = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, hand: [{name: 雪歩, level: 3}, {name: 真, level: 1}], ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
choices:
  - {player: A, at: optional, choose: yes}
ask: [雪歩.zone, 真.zone, B.hand]
"""


def test_a_card_of_the_opponents_hand_chosen_after_a_look() -> None:
    text = (
        "相手の手札を見る。その後、あなたは相手の手札のレベル3以上のカードを1枚選び、"
        "控え室に置いてよい。そうしたら、相手は1枚引く。"
    )
    r = resolve(loads(SEEN % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    # a choice by information among a hand not revealed (8.5.4.2): A may choose it or none
    got = {b["choices"][0]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert got["1"] == {"雪歩.zone": "B.waiting", "真.zone": "B.hand", "B.hand": 2}
    assert got["0"]["雪歩.zone"] == "B.hand"


def test_one_of_the_looked_at_hand_chosen() -> None:
    r = resolve(loads(SEEN % "あなたは相手の手札を見て、1枚選び、控え室に置く。"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = (
        [b["outcome"]["state"] for b in r.outcome["branches"]]
        if "branches" in r.outcome
        else [r.outcome["state"]]
    )
    assert all(s["B.hand"] == 1 for s in got)
    assert {("B.waiting" in (s["雪歩.zone"], s["真.zone"])) for s in got} == {True}


def test_the_opponents_hand_chosen_without_a_look_is_chosen_unseen() -> None:
    # corrected (round 59, s56vsC): refused until round 59; 3.7.2 keeps the hand's contents
    # from the master, so it chooses unseen — any card, no information needed (8.6.11.2)
    r = resolve(loads(SEEN % "あなたは相手の手札のカードを1枚選び、控え室に置く。"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    got = (
        [b["outcome"]["state"] for b in r.outcome["branches"]]
        if "branches" in r.outcome
        else [r.outcome["state"]]
    )
    assert all(s["B.hand"] == 1 for s in got)


# ---------------- 「（相手|あなた）がカードを（手札から）プレイした時」 (8.4.1.3.1; 6.5.1.2.1, 6.5.1.2.3)

PLAYS = """\
game: vs
title: t
turn: {player: A, number: 6, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: やよい, level: 0, ap: 1000, dp: 1000}]
    ring: {name: 千早, level: 0, ap: 2000, dp: 2000}
  B: {deck: 10, hand: 0, ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}}
actions:
  - do: chara_phase
    actions: [%s]
ask: [B.hand]
"""
FROM_HAND = "{do: play, card: やよい, to: left}"
FROM_RING = "{do: move_to_bench, to: right}"


@pytest.mark.parametrize(
    ("text", "act", "draws"),
    [
        ("[リング]相手がカードをプレイした時、あなたは1枚引く。", FROM_HAND, 1),
        ("[リング]相手がカードを手札からプレイした時、あなたは1枚引く。", FROM_HAND, 1),
        ("[リング]相手がカードをプレイした時、あなたは1枚引く。", FROM_RING, 1),  # 2.2.1
        ("[リング]相手がカードを手札からプレイした時、あなたは1枚引く。", FROM_RING, 0),
        ("[リング]あなたがカードをプレイした時、あなたは1枚引く。", FROM_HAND, 0),  # B's own only
    ],
)
def test_a_play_trigger(text: str, act: str, draws: int) -> None:
    r = resolve(loads(PLAYS % (text, act)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"B.hand": draws}


# ---------------- 「…のベンチのカードを1枚選び、リバースする」 (4.9.1.3)

REVERSE = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは相手のベンチのカードを1枚選び、リバースする。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 9000}, bench: {left: {name: 響, state: %s, ap: 1000, dp: 1000}}}
actions:
  - {do: attack, support: 春香}
ask: [響.state]
"""


@pytest.mark.parametrize(
    ("before", "after"), [("stand", "reverse"), ("rest", "reverse"), ("reverse", "reverse")]
)
def test_a_chosen_bench_card_reversed(before: str, after: str) -> None:
    """A standing or resting card is put in the reverse state (4.9.1.3); one already in it is
    left as it is."""
    r = resolve(loads(REVERSE % before))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"響.state": after}
    assert "4.9.1.3" in r.decided_by


# ---------------- 「（あなたのベンチの）他の…」: the technique's own card left out

OTHER = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, attribute: ダンス, ap: 1000, dp: 1000, text: "[ベンチ]%s"}
      right: {name: 亜美, attribute: ダンス, state: rest, ap: 1000, dp: 1000}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 律子}
ask: [律子.state, 亜美.state, 美希.damage]
"""


def test_another_bench_card_chosen_and_stood() -> None:
    """律子 supports (rested, 7.1.3.1); 「他の」 leaves it out: 亜美 is the one card to choose."""
    text = "このカードがサポートした時、あなたは自分のベンチの他のカードを1枚選び、スタンドする。"
    r = resolve(loads(OTHER % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    st = r.outcome["state"]
    assert (st["律子.state"], st["亜美.state"]) == ("rest", "stand")


def test_a_count_of_the_other_bench_cards() -> None:
    """「あなたのベンチの他の《ダンス》の技を持つカード1枚につき」: 亜美 only (律子 is this card):
    +500 — 千早 deals 1500."""
    text = "あなたのベンチの他の《ダンス》の技を持つカード1枚につき、あなたのリングのカードを+500/-0する。"
    r = resolve(loads(OTHER % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.damage"] == 1500


# ---------------- 「…でないなら」 / 「…でなければ」: a condition negated (8.6.5; 8.3.3)

NOT_COND = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    hand: 0
    retire: %d
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, ring: {name: 美希, gender: 女, level: 2, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, 美希.damage]
"""


@pytest.mark.parametrize(
    ("cond", "draws"),
    [
        ("相手のリングのカードが♠でないなら", 1),
        ("相手のリングのカードが♥でないなら", 0),
        ("相手のリングのカードのレベルが3以上でないなら", 1),
        ("相手のリングのカードのレベルが2以上でないなら", 0),
    ],
)
def test_a_negated_condition(cond: str, draws: int) -> None:
    text = f"[リング]このカードがアタックした時、{cond}、あなたは1枚引く。"
    r = resolve(loads(NOT_COND % (0, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["A.hand"] == draws


@pytest.mark.parametrize(("retired", "attacks"), [(3, True), (2, False)])
def test_a_prohibition_unless_a_condition_holds(retired: int, attacks: bool) -> None:
    """「このカードは、あなたのリタイヤ置場のカードが3枚以上でなければ、アタックできない」: with 2
    retired the prohibition is in force (7.1.3.2.1, 1.3.3) and the attack refused; with 3 not."""
    text = (
        "[リング]このカードは、あなたのリタイヤ置場のカードが3枚以上でなければ、アタックできない。"
    )
    r = resolve(loads(NOT_COND % (retired, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert bool(r.outcome.get("rejected")) is not attacks
    if attacks:
        assert r.outcome["state"]["美希.damage"] == 1000


# ---------------- conditions joined: 「Aで、Bなら」 / 「AかBなら」 (8.6.5)

JOINED = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 9
    hand: %d
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、%s、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 9, hand: %d, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""
AND = "あなたの手札が2枚以下で、相手の手札が3枚以上なら"
OR = "あなたの手札が2枚以下か、相手の手札が3枚以上なら"


@pytest.mark.parametrize(
    ("cond", "mine", "theirs", "drew"),
    [
        (AND, 2, 3, True),
        (AND, 2, 2, False),
        (AND, 3, 3, False),
        (OR, 3, 3, True),
        (OR, 2, 0, True),
        (OR, 3, 2, False),
    ],
)
def test_conditions_joined(cond: str, mine: int, theirs: int, drew: bool) -> None:
    r = resolve(loads(JOINED % (mine, cond, theirs)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["A.hand"] == mine + (1 if drew else 0)


def test_up_to_n_energy_stood() -> None:
    """「あなたは自分のエネルギーを2枚までスタンドする」: 0, 1 or 2 of the rested ones, A's pick
    (1.3.5)."""
    src = ALL.replace("{uid: E2, state: rest}", "{uid: E2, state: rest}, {uid: E3, state: rest}")
    src = src.replace(
        "ask: [A.hand, A.waiting, B.waiting, 美希.zone, E1.state, E2.state]",
        "ask: [E2.state, E3.state]",
    )
    r = resolve(loads(src % ("あなたは自分のエネルギーを2枚までスタンドする。", B_BENCH)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    counts = sorted(
        list(b["outcome"]["state"].values()).count("stand") for b in r.outcome["branches"]
    )
    assert counts == [0, 1, 2]


@pytest.mark.parametrize(
    ("cond", "draws"),
    [
        ("あなたのリングのカードの称号に“生徒会”を含むなら", 1),
        ("あなたのリングのカードの称号に“風紀”を含むなら", 0),
        ("あなたのリングのカードの技属性に《剣技》を含むなら", 1),
        ("あなたのリングのカードの称号に“風紀”を含まないなら", 1),
    ],
)
def test_a_condition_on_the_ring_cards_field_with_no_subject(cond: str, draws: int) -> None:
    """「あなたのリングのカードの称号に“X”を含むなら」: the card named before its field (2.14.7)."""
    text = f"[ベンチ]このカードがサポートした時、{cond}、あなたは1枚引く。"
    st = _attr("attack", "剣技", "", "クール", text, SUPPORT)
    assert st["A.hand"] == draws


# ---------------- 「…のリングのカードが…なら、そのカードを…」: the card the condition named

THAT_NAMED = """\
game: vs
title: t
turn: {player: A, number: 6, phase: chara}
players:
  A:
    deck: 9
    ring: {name: 千早, gender: %s, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードが♠なら、そのカードを+1000/+0。"}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 9000}}
actions: [{do: check_timing}]
ask: [千早.ap, 美希.ap]
"""


@pytest.mark.parametrize(("gender", "ap"), [("男", 2000), ("女", 1000)])
def test_that_card_is_the_card_the_condition_named(gender: str, ap: int) -> None:
    r = resolve(loads(THAT_NAMED % gender))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"千早.ap": ap, "美希.ap": 2000}


def test_that_card_after_a_condition_on_the_opponents_ring_card() -> None:
    """In an attack trigger, 「相手のリングのカードのレベルが3以上なら、そのカードを-1000/-0する」:
    the opponent's ring card the condition named, not the attacking card."""
    text = "[リング]このカードがアタックした時、相手のリングのカードのレベルが3以上なら、そのカードを-1000/-0する。"
    (ab,) = abilities_of_vs(text)
    assert [(o.kind, o.who) for o in ab.program.ops] == [("stat", "opp_ring")]


def abilities_of_vs(text: str) -> tuple[object, ...]:
    from ruling.abilities import abilities_of
    from ruling.state import Card

    return abilities_of("vs", Card(uid="c", owner="A", name="x", text=text))


# ---------------- 「このカードを（手札に加える|リングに置く）」 from the zone its technique is used in

FROM_AREA = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    energy: [{state: stand}, {state: stand}, {state: stand}]
    waiting: [{name: 律子, ap: 1000, dp: 1000, text: "[控え室][エネルギーを2枚レストする]%s"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [律子.zone, 千早.zone]
"""


@pytest.mark.parametrize(
    ("text", "ritsuko", "chihaya"),
    [
        # before: compiled, and at resolution 「no target」 — the card stayed in the waiting room
        ("このカードを手札に加える。", "A.hand", "A.ring"),
        ("このカードを手札に戻す。", "A.hand", "A.ring"),
        # the ring's card stays until the rule process 9.5.1 puts the earlier one away
        ("このカードをリングに置く。", "A.ring", "A.waiting"),
    ],
)
def test_this_card_put_from_the_zone_its_technique_works_in(
    text: str, ritsuko: str, chihaya: str
) -> None:
    r = resolve(loads(FROM_AREA % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"律子.zone": ritsuko, "千早.zone": chihaya}


def test_a_bench_card_put_in_the_ring_after_the_ring_card_left() -> None:
    """「[ベンチ]あなたのリングのカードがリタイヤ置場に置かれた時、このカードをリングに置いてよい」:
    美希 retired by 3000 damage, the deck's top card refills the ring (7.1.5.4); 響 put there
    (its pick) — the earlier card goes by 9.5.1."""
    src = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A: {deck: 9, ring: {name: 千早, ap: 3000, dp: 2000}, bench: {left: {name: 春香, ap: 1000, dp: 1000}}}
  B:
    deck: [{name: 山札一}, 8]
    ring: {name: 美希, ap: 2000, dp: 2500}
    bench: {left: {name: 響, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードがリタイヤ置場に置かれた時、このカードをリングに置いてよい。"}}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: optional, choose: yes}
ask: [響.zone, 山札一.zone, 美希.zone]
"""
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {
        "響.zone": "B.ring",
        "山札一.zone": "B.waiting",
        "美希.zone": "B.retire",
    }
