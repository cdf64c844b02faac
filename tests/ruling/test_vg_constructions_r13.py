"""Vanguard card text, one general construction at a time (issue 12, round 13): a minimal
ability text in Vanguard print style, what it does on a board, a counterpart that must not do it,
and a recombination with other components of card text."""

from __future__ import annotations

from tests.ruling.test_vg_constructions import ATTACK, run, unsupported, zone

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
