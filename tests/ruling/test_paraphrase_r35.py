"""Round 35 (s31paraphrase): how much of the card text that runs survives a meaning-preserving
rewrite (ruling.cardtext.rewrites; the whole table: ``python bench/paraphrase.py``). On a fixed
sample of the development cards (every 5th card of cards_r33, per game), each rewrite's share of
abilities that run to the same program after it must not drop below the share measured when the
floor was set (round 35, after the input layer's folds of grammar.normalise). Also: each rewrite
changes only what it says, outside names."""

from __future__ import annotations

import pytest

from ruling.cardtext import rewrites as R

# (game, rewrite): (survived, applicable) measured on the sample at the end of round 35
# touten_dropped_after_condition re-measured at the end of round 35 after the condition folds were
# taken back (grammar/normalise.py: a leading condition's reach differs with and without its 読点)
FLOORS: dict[tuple[str, str], tuple[int, int]] = {
    ("vg", "digits_fullwidth"): (47, 47),
    ("vg", "digits_halfwidth"): (62, 62),
    ("vg", "kanji_numerals"): (50, 50),
    ("vg", "touten_dropped_after_condition"): (38, 63),
    ("vg", "touten_dropped_after_te"): (17, 17),
    ("vg", "space_after_colon"): (66, 66),
    ("vg", "space_after_touten"): (65, 65),
    ("vg", "oku_kana"): (13, 13),
    ("vg", "dekiru_kanji"): (1, 1),
    ("vg", "erabi_to_erande"): (17, 17),
    ("vg", "te_yoi_to_te_mo_yoi"): (7, 11),
    ("vg", "polite_form"): (30, 30),
    ("ws", "digits_fullwidth"): (29, 29),
    ("ws", "digits_halfwidth"): (13, 13),
    ("ws", "kanji_numerals"): (21, 21),
    ("ws", "touten_dropped_after_condition"): (9, 25),
    ("ws", "space_after_touten"): (29, 29),
    ("ws", "oku_kana"): (17, 17),
    ("ws", "miru_kana"): (1, 1),
    ("ws", "owari_okurigana"): (1, 1),
    ("ws", "erabi_to_erande"): (9, 9),
    ("ws", "te_yoi_to_te_mo_yoi"): (5, 5),
    ("ws", "polite_form"): (13, 13),
    ("co", "digits_fullwidth"): (4, 4),
    ("co", "kanji_numerals"): (1, 1),
    ("co", "space_after_touten"): (3, 3),
    ("co", "oku_kana"): (1, 1),
    ("co", "miru_kana"): (1, 1),
    ("co", "te_mo_yoi_to_te_yoi"): (1, 1),
    ("co", "polite_form"): (3, 3),
    ("mc", "digits_fullwidth"): (6, 6),
    ("mc", "kanji_numerals"): (1, 1),
    ("mc", "polite_form"): (2, 2),
    ("vs", "digits_fullwidth"): (12, 12),
    ("vs", "kanji_numerals"): (12, 12),
    ("vs", "touten_dropped_after_condition"): (5, 8),
    ("vs", "space_after_touten"): (11, 12),
    ("vs", "oku_kana"): (6, 6),
    ("vs", "kuwaeru_kana"): (1, 1),
    ("vs", "miru_kana"): (2, 2),
    ("vs", "owari_okurigana"): (1, 1),
    ("vs", "erabi_to_erande"): (5, 5),
    ("vs", "polite_form"): (12, 12),
}

GAMES = ("vg", "ws", "co", "mc", "vs")
BY_NAME = {rw.name: rw for rw in R.REWRITES}


def _sample(game: str) -> list[tuple[str, str | None]]:
    return R.load_cards([R.ROOT / "tests" / "blind" / "cards_r33" / f"{game}.cards.jsonl"], 5)


@pytest.mark.parametrize("game", GAMES)
def test_survival_does_not_drop(game: str) -> None:
    cards = _sample(game)
    floors = {rw: v for (g, rw), v in FLOORS.items() if g == game}
    assert floors, game
    low = []
    for name, (survived, applicable) in floors.items():
        s = R.survival(game, cards, BY_NAME[name], keep=1)
        assert s.applicable > 0, (game, name)
        if s.survived / s.applicable < survived / applicable:
            low.append((name, s.survived, s.applicable, s.broken.most_common(1), s.examples))
    assert not low, low


def test_every_rewrite_is_measured_somewhere() -> None:
    # a rewrite no sampled ability holds would measure nothing: each is in at least one floor,
    # or named here as applying to none of the sample
    measured = {name for _, name in FLOORS}
    assert measured <= set(BY_NAME)


@pytest.mark.parametrize(
    ("name", "before", "after"),
    [
        ("digits_fullwidth", "パワー+5000。1枚引く。", "パワー＋５０００。１枚引く。"),
        ("digits_halfwidth", "パワー＋５０００。１枚引く。", "パワー+5000。1枚引く。"),
        ("kanji_numerals", "1枚引く。「1枚」", "一枚引く。「1枚」"),
        (
            "touten_to_comma",
            "[【カウンターブラスト】(1)，手札から1枚捨てる]",
            "[【カウンターブラスト】(1)、手札から1枚捨てる]",
        ),
        (
            "touten_dropped_after_condition",
            "登場した時、3枚以上なら、1枚引く。",
            "登場した時3枚以上なら1枚引く。",
        ),
        ("touten_dropped_after_te", "5枚見て、1枚選び、", "5枚見て1枚選び、"),
        ("touten_dropped_after_te", "ターン終了時まで、パワー", "ターン終了時まで、パワー"),
        ("space_after_colon", "【自】：この", "【自】： この"),
        ("hiku_kana", "1枚引く。「引き潮」", "1枚ひく。「引き潮」"),
        ("oku_kana", "ソウルに置く。置場に置き", "ソウルにおく。置場におき"),
        ("oku_kana", "レストして置く", "レストして置く"),  # て置く: not the auxiliary ておく
        ("okonau_kana", "以下を行う。", "以下をおこなう。"),
        ("okonau_okurigana", "以下を行う。", "以下を行なう。"),
        ("kuwaeru_kana", "手札に加える。追加", "手札にくわえる。追加"),
        ("suteru_kana", "1枚捨てる。使い捨て。捨て山", "1枚すてる。使い捨て。捨て山"),
        ("miru_kana", "5枚見て、", "5枚みて、"),
        ("sagasu_kana", "1枚まで探し、", "1枚までさがし、"),
        ("dekiru_kanji", "アタックできない。", "アタック出来ない。"),
        ("owari_okurigana", "ターンの終わりに", "ターンの終りに"),
        ("erabi_to_erande", "1枚選び、退却させる。", "1枚選んで、退却させる。"),
        ("erande_to_erabi", "1枚選んで、退却させる。", "1枚選び、退却させる。"),
        ("te_yoi_to_te_mo_yoi", "手札に加えてよい。", "手札に加えてもよい。"),
        ("te_mo_yoi_to_te_yoi", "手札に加えてもよい。", "手札に加えてよい。"),
        ("polite_form", "1枚引く。公開する。", "1枚引きます。公開します。"),
        ("sentences_joined", "公開する。その後、1枚引く。", "公開し、その後、1枚引く。"),
        (
            "sentences_joined",
            "3枚なら、公開する。その後、1枚引く。",
            "3枚なら、公開する。その後、1枚引く。",
        ),
        ("space_after_touten", "「A、B」を1枚選び、退却", "「A、B」を1枚選び、\u3000退却"),
        ("polite_form", "◎[対抗]引く。", "◎[対抗]引く。"),  # an MC ability's bare name
    ],
)
def test_rewrite_changes_what_it_says(name: str, before: str, after: str) -> None:
    assert BY_NAME[name].apply(before) == after
