"""Vanguard card text, one general construction at a time (issue 12, round 13): a minimal
ability text in Vanguard print style, what it does on a board, a counterpart that must not do it,
and a recombination with other components of card text."""

from __future__ import annotations

from typing import Any

from tests.ruling.test_vg_constructions import ATTACK, run, unsupported, value, zone

# ------------------------------------------------------------------ 「N枚(以上)…したなら」 (11.2.3)

DROP3 = "[{name: 墓1, type: normal, grade: 3}, {name: 墓2, type: normal, grade: 3}, {name: 墓3, type: normal, grade: 1}]"


def picks(*names: str) -> str:
    out = "choices:\n" + "".join(f"  - {{player: A, at: choose, choose: {n}}}\n" for n in names)
    return out.rstrip("\n")


def test_done_to_at_least_n_cards_chosen() -> None:
    """「望む枚数選び、山札の下に置き、３枚以上選んだなら、１枚引く」: the requirement reads how
    many cards the step before chose (11.2.3): three chosen, a draw; two chosen, none."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから望む枚数選び、"
        "山札の下に置き、３枚以上選んだなら、１枚引く。"
    )
    r = run(text, actions=ATTACK, drop=DROP3, choices=picks("墓1", "墓2", "墓3"))
    assert not unsupported(r)
    assert zone(r, "A", "drop") == [] and zone(r, "A", "hand") == ["山1"]
    two = run(text, actions=ATTACK, drop=DROP3, choices=picks("墓1", "墓2", "none"))
    assert not unsupported(two)
    assert zone(two, "A", "drop") == ["墓3"] and zone(two, "A", "hand") == []


def test_done_to_exactly_n_cards() -> None:
    """「２枚まで選び、山札の下に置き、２枚置いたなら、１枚引く」: 「２枚」 with no bound is that
    many: one card put is not two."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから２枚まで選び、"
        "山札の下に置き、２枚置いたなら、１枚引く。"
    )
    r = run(text, actions=ATTACK, drop=DROP3, choices=picks("墓1", "墓3"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    one = run(text, actions=ATTACK, drop=DROP3, choices=picks("墓1", "none"))
    assert not unsupported(one) and zone(one, "A", "hand") == []


def test_done_to_n_cards_of_a_description() -> None:
    """Recombined with a filter: 「グレード３を２枚以上置いたなら」 counts only the cards put that
    are grade 3 (one grade 3 and one grade 1 put: no draw)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから２枚まで選び、"
        "山札の下に置き、グレード３を２枚以上置いたなら、１枚引く。"
    )
    r = run(text, actions=ATTACK, drop=DROP3, choices=picks("墓1", "墓2"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    mixed = run(text, actions=ATTACK, drop=DROP3, choices=picks("墓1", "墓3"))
    assert not unsupported(mixed) and zone(mixed, "A", "hand") == []


def test_done_count_recombined_with_a_stat_change_and_a_retire() -> None:
    """Recombined: the count read after a retire step (「退却させ、２枚退却させたなら」) governs a
    power change for the turn."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、相手のリアガードを２枚まで選び、退却させ、"
        "２枚退却させたなら、そのターン中、このユニットのパワー＋10000。"
    )
    r = run(text, actions=ATTACK, choices=picks("槍兵"))
    assert not unsupported(r)
    # one rear-guard only: 10000 against the vanguard's 13000, no hit
    assert zone(r, "B", "drop") == ["槍兵"] and zone(r, "B", "damage") == []
    once = run(
        text.replace("２枚退却させたなら", "１枚以上退却させたなら"),
        actions=ATTACK,
        choices=picks("槍兵"),
    )
    # 20000 against 13000: a hit
    assert not unsupported(once) and len(zone(once, "B", "damage")) == 1


def test_done_count_with_up_to_is_refused() -> None:
    """「２枚まで置いたなら」: a bound 「まで」 on what was done has no reading: refused, and said."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたのドロップから２枚まで選び、"
        "山札の下に置き、２枚まで置いたなら、１枚引く。"
    )
    r = run(text, actions=ATTACK, drop=DROP3)
    assert unsupported(r)


def test_done_count_of_a_draw() -> None:
    """「１枚引いてよい。１枚引いたなら、１枚捨てる」 recombined with an optional step: the count
    of the cards drawn (11.2.3); declined, nothing is discarded."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、１枚引いてよい。１枚引いたなら、"
        "手札から１枚選び、捨てる。"
    )
    yes = run(
        text,
        actions=ATTACK,
        choices="choices:\n  - {player: A, at: optional, choose: 'yes'}\n"
        "  - {player: A, at: choose, choose: 山1}",
    )
    assert not unsupported(yes) and zone(yes, "A", "drop") == ["山1"]
    no = run(text, actions=ATTACK, choices="choices:\n  - {player: A, at: optional, choose: 'no'}")
    assert not unsupported(no) and zone(no, "A", "drop") == [] and zone(no, "A", "hand") == []


# ------------------------------------------------------------------ 「このコストで…したなら」

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
HAND = "[{name: 重1, type: normal, grade: 3}, {name: 軽1, type: normal, grade: 1}]"


def cost_pick(*names: str) -> str:
    out = "choices:\n" + "".join(f"  - {{player: A, at: cost_card, choose: {n}}}\n" for n in names)
    return out.rstrip("\n")


def test_done_by_the_cost_of_a_description() -> None:
    """「【コスト】[手札から１枚捨てる]ことで、このコストでグレード３を捨てたなら、１枚引く」: the
    requirement (11.2.3) reads the card the cost discarded (11.7.1): a grade 3, a draw; a grade 1,
    none."""
    text = "【起】【(R)】：【コスト】[手札から１枚捨てる]ことで、このコストでグレード３を捨てたなら、１枚引く。"
    r = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("重1"))
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["重1"] and sorted(zone(r, "A", "hand")) == ["山1", "軽1"]
    light = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("軽1"))
    assert not unsupported(light)
    assert zone(light, "A", "drop") == ["軽1"] and zone(light, "A", "hand") == ["重1"]


def test_done_by_the_cost_counted_recombined_with_a_soul_blast() -> None:
    """Recombined: a cost of two items (【ソウルブラスト】 of described cards and a discard) and a
    count on one of them: 「このコストで２枚【ソウルブラスト】したなら」 reads the blast alone."""
    text = (
        "【起】【(R)】：【コスト】[「竜」を含むカードを【ソウルブラスト】(2)，手札から１枚捨てる]"
        "ことで、このコストでグレード３を【ソウルブラスト】したなら、そのターン中、このユニットの"
        "パワー＋5000。"
    )
    soul = "soul: [{name: 竜A, type: normal, grade: 3}, {name: 竜B, type: normal, grade: 1}, {name: 竜C, type: normal, grade: 1}]"
    heavy = run(
        text, actions=ACTIVATE, hand=HAND, extra=soul, choices=cost_pick("竜A", "竜B", "重1")
    )
    assert not unsupported(heavy)
    assert sorted(zone(heavy, "A", "drop")) == ["竜A", "竜B", "重1"]
    assert value(heavy, "power") == 15000
    # the grade 3 discarded from the hand is not a card soul-blasted
    light = run(
        text, actions=ACTIVATE, hand=HAND, extra=soul, choices=cost_pick("竜B", "竜C", "重1")
    )
    assert not unsupported(light) and value(light, "power") == 10000


def test_done_by_the_cost_count_of_retired_units() -> None:
    """「【コスト】[リアガードを２枚退却させる]ことで、このコストで２枚以上退却させたなら」 beside
    「このコストで３枚以上…」: the count of the cards the cost retired (two)."""
    extra = "right_front: {name: 兵1, type: normal, grade: 1, power: 5000}\n    left_back: {name: 兵2, type: normal, grade: 1, power: 5000}"
    two = "【起】【(V)】：【コスト】[リアガードを２枚退却させる]ことで、このコストで２枚以上退却させたなら、１枚引く。"
    text = two.replace("【(V)】", "【(R)】").replace("リアガードを２枚", "他のリアガードを２枚")
    r = run(text, actions=ACTIVATE, extra=extra, choices=cost_pick("兵1", "兵2"))
    assert not unsupported(r) and zone(r, "A", "hand") == ["山1"]
    three = run(
        text.replace("２枚以上退却させたなら", "３枚以上退却させたなら"),
        actions=ACTIVATE,
        extra=extra,
        choices=cost_pick("兵1", "兵2"),
    )
    assert not unsupported(three) and zone(three, "A", "hand") == []


# ------------------------------------------------------------------ 「選んだユニット」 / 「引いたカード」


def test_the_unit_chosen_read_back() -> None:
    """「相手のユニットを１枚選び、…。選んだユニットがヴァンガードなら、さらに１枚引く」: the
    relative clause of a past step names the cards that step chose (11.2.3): the vanguard chosen,
    a draw; the rear-guard, none."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、相手のユニットを１枚選び、そのターン中、"
        "そのユニットのパワー－5000。選んだユニットがヴァンガードなら、さらに１枚引く。"
    )
    van = run(text, actions=ATTACK, choices=picks("騎士"))
    assert not unsupported(van) and zone(van, "A", "hand") == ["山1"]
    rear = run(text, actions=ATTACK, choices=picks("槍兵"))
    assert not unsupported(rear) and zone(rear, "A", "hand") == []


def test_the_card_drawn_read_back_recombined_with_a_stat_change() -> None:
    """「１枚引き、引いたカードがグレード３なら、そのターン中、このユニットのパワー＋5000」: the card
    the draw took, with a filter and a power change (a grade 3 on top: 15000 hits the 13000
    vanguard; a grade 1: no hit)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、１枚引き、引いたカードがグレード３なら、"
        "そのターン中、このユニットのパワー＋5000。"
    )
    top3 = "[{name: 山3, type: normal, grade: 3}, 8]"
    r = run(text, actions=ATTACK, deck=top3)
    assert not unsupported(r) and zone(r, "A", "hand") == ["山3"]
    assert len(zone(r, "B", "damage")) == 1
    low = run(text, actions=ATTACK)
    assert not unsupported(low) and zone(low, "A", "hand") == ["山1"]
    assert zone(low, "B", "damage") == []


# ------------------------------------------------------------------ 「アタックしたユニット」 (battle past)


def test_the_unit_this_unit_attacked() -> None:
    """「このユニットがアタックしたユニットのパワー－5000」: the past of a battle verb names the unit
    in that state in the battle (attacked by this unit, 10.4.1.6): the vanguard 13000 drops to
    8000 and the 10000 attack hits; the rear-guard standing by is not touched."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、"
        "このユニットがアタックしたユニットのパワー－5000。"
    )
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    plain = run(text.replace("－5000", "－0"), actions=ATTACK)
    assert zone(plain, "B", "damage") == []
    passive = run(
        text.replace("このユニットがアタックしたユニット", "アタックされたユニット"), actions=ATTACK
    )
    assert not unsupported(passive) and len(zone(passive, "B", "damage")) == 1


def test_the_unit_boosted_recombined_with_a_boost_trigger() -> None:
    """「このユニットがブーストした時、そのバトル中、このユニットがブーストしたユニットのパワー
    ＋5000」 on the booster (10.4.1.12): the attacker 10000 + 8000 boost + 5000 = 23000 hits a
    21000 vanguard; the same text on a unit that does not boost changes nothing."""
    text = (
        "【自】【(R)】：このユニットがブーストした時、そのバトル中、"
        "このユニットがブーストしたユニットのパワー＋5000。"
    )
    booster = (
        '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "' + text + '"}'
    )
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    strong = "{name: 騎士, grade: 3, power: 21000}"
    r = run("", actions=boost, extra="left_back: " + booster, opponent=strong)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    plain = run(
        "", actions=boost, extra="left_back: " + booster.replace("＋5000", "＋0"), opponent=strong
    )
    assert zone(plain, "B", "damage") == []


# ------------------------------------------------------------------ 【永】「…したバトル中、」


def test_continuous_during_the_battle_this_unit_attacked() -> None:
    """【永】「このユニットがアタックしたバトル中、このユニットのパワー＋5000」: while this unit is the
    attacking unit (10.4.1.6): 15000 hits the 13000 vanguard; after the battle it is 10000 again."""
    text = "【永】【(R)】：このユニットがアタックしたバトル中、このユニットのパワー＋5000。"
    r = run(text, actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    assert value(r, "power") == 10000
    assert value(run(text), "power") == 10000


def test_continuous_during_the_battle_this_unit_boosted_recombined() -> None:
    """【永】「このユニットがブーストしたバトル中、このユニットのパワー＋5000」 on the booster,
    recombined with a boost: 10000 + 13000 = 23000 hits a 21000 vanguard; the booster's plain 8000 does not."""
    text = "【永】【(R)】：このユニットがブーストしたバトル中、このユニットのパワー＋5000。"
    booster = (
        '{name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost], text: "' + text + '"}'
    )
    boost = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    strong = "{name: 騎士, grade: 3, power: 21000}"
    r = run("", actions=boost, extra="left_back: " + booster, opponent=strong)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    plain = run(
        "", actions=boost, extra="left_back: " + booster.replace("＋5000", "＋0"), opponent=strong
    )
    assert zone(plain, "B", "damage") == []
    alone = run("", actions=ATTACK, extra="left_back: " + booster)
    assert value(alone, "power", where="field.left_back") == 8000


def test_continuous_during_the_battle_joined_to_a_condition() -> None:
    """【永】「このユニットがアタックしているバトル中、あなたのヴァンガードがグレード３以上なら、…」
    (the grammar joins the battle and the condition after it into one condition): both must
    hold — a grade-3 vanguard, 15000 hits; a grade-1 vanguard, 10000 does not."""
    both = (
        "【永】【(R)】：このユニットがアタックしているバトル中、あなたのヴァンガードがグレード３以上"
        "なら、このユニットのパワー＋5000。"
    )
    r = run(both, actions=ATTACK)
    assert not unsupported(r) and len(zone(r, "B", "damage")) == 1
    low = run(both, actions=ATTACK, vanguard="{name: 竜, type: normal, grade: 1, power: 13000}")
    assert not unsupported(low) and zone(low, "B", "damage") == []


# ------------------------------------------------------------------ 「このバトルで…していないなら」


def test_not_hit_in_this_battle() -> None:
    """「そのバトル終了時、このバトルでアタックがヒットしていないなら、このユニットをソウルに置く」:
    what happened in the battle now, the bare 「アタック」 being that battle's; not having hit is
    the game's own event (10.7.1.7). 15000 against 13000 hits: the unit stays; against 21000 it
    does not: the unit goes to the soul at the battle's end (10.8.1.1)."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "そのバトル終了時、このバトルでアタックがヒットしていないなら、このユニットをソウルに置く。"
    )
    hit = run(text, actions=ATTACK)
    assert not unsupported(hit) and zone(hit, "A", "field.left_front") == ["剣士"]
    miss = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 21000}")
    assert not unsupported(miss) and zone(miss, "A", "soul") == ["剣士"]
    assert any("10.7.1.7" in s.clauses for s in miss.main.trace.steps)


def test_hit_in_this_battle_recombined_with_a_draw() -> None:
    """Recombined: the positive 「このバトルでアタックがヒットしているなら、１枚引く」 at the battle's
    end: a draw after the hit, none after the miss."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのバトル中、このユニットのパワー＋5000。"
        "そのバトル終了時、このバトルでアタックがヒットしているなら、１枚引く。"
    )
    hit = run(text, actions=ATTACK)
    assert not unsupported(hit) and zone(hit, "A", "hand") == ["山1"]
    miss = run(text, actions=ATTACK, opponent="{name: 騎士, grade: 3, power: 21000}")
    assert not unsupported(miss) and zone(miss, "A", "hand") == []


# ------------------------------------------------------------------ 「その…カードを１枚選び」


def test_choose_among_the_card_the_trigger_names() -> None:
    """「あなたの他のリアガードが退却した時、その退却したカードを１枚選び、手札に加える」: the choice
    is made among the card 「その」 names (the trigger's, 11.8.4): 剣士, retired for its own cost,
    comes back to the hand; without the watcher it stays in the drop."""
    own = "【起】【(R)】：【コスト】[このユニットを退却させる]ことで、１枚引く。"
    watcher = (
        "{name: 兵, type: normal, grade: 1, power: 5000, text: "
        '"【自】【(R)】：あなたの他のリアガードが退却した時、その退却したカードを１枚選び、手札に加える。"}'
    )
    r = run(own, actions=ACTIVATE, extra="right_front: " + watcher, choices=picks("剣士"))
    assert not unsupported(r) and sorted(zone(r, "A", "hand")) == ["剣士", "山1"]
    alone = run(own, actions=ACTIVATE)
    assert not unsupported(alone) and zone(alone, "A", "drop") == ["剣士"]


# ------------------------------------------------------------------ 「…する際、AではなくBで…してよい」


def orient(r: Any, where: str) -> str:
    return str(r.main.final.players["A"].zones[where][0].orientation)


def test_call_in_another_manner() -> None:
    """「(R)に【レスト】でコールする。あなたのヴァンガードがグレード２以上なら、コールする際、【レスト】
    ではなく【スタンド】でコールしてよい」: the call before is done 【スタンド】 when the condition holds
    and the master takes it (11.3.1.3.5); declined, or the condition unmet, 【レスト】."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、あなたの手札から１枚選び、(R)に【レスト】で"
        "コールする。あなたのヴァンガードがグレード２以上なら、コールする際、【レスト】ではなく"
        "【スタンド】でコールしてよい。"
    )
    base = "choices:\n  - {player: A, at: choose, choose: 軽1}\n  - {player: A, at: circle, choose: left_back}"
    yes = run(
        text,
        actions=ATTACK,
        hand=HAND,
        choices=base + "\n  - {player: A, at: optional, choose: 'yes'}",
    )
    assert not unsupported(yes) and zone(yes, "A", "field.left_back") == ["軽1"]
    assert orient(yes, "field.left_back") == "stand"
    no = run(
        text,
        actions=ATTACK,
        hand=HAND,
        choices=base + "\n  - {player: A, at: optional, choose: 'no'}",
    )
    assert not unsupported(no) and orient(no, "field.left_back") == "rest"
    low = run(
        text,
        actions=ATTACK,
        hand=HAND,
        vanguard="{name: 竜, type: normal, grade: 1, power: 13000}",
        choices=base,
    )
    assert not unsupported(low) and orient(low, "field.left_back") == "rest"


def test_call_in_another_manner_with_no_call_before_is_refused() -> None:
    """Recombined wrongly: 「コールする際、【レスト】ではなく【スタンド】で」 with no 【レスト】 call before
    it in the ability: refused, and said."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、１枚引く。"
        "コールする際、【レスト】ではなく【スタンド】でコールしてよい。"
    )
    assert unsupported(run(text, actions=ATTACK))
