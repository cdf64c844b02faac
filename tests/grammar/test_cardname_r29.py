"""vs 2.3.1.1: a card named bare 「“称号”名前」 in card text becomes one name token in the input
layer (grammar.cardname), its end chosen by parsing, offsets kept."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from grammar.cardname import candidate_ends
from grammar.normalise import normalise
from grammar.parse import parse_card


def _names(text: str) -> list[str]:
    """The names 「…」 the grammar reads (its normalised input)."""
    return re.findall(r"「([^」]*)」", parse_card(text, "vs").normalised.text)


@pytest.mark.parametrize(
    ("text", "name"),
    [
        (
            "【永】[リング]あなたのベンチに“見習い司書”星川 ことりがあるなら、このカードを+2000/+0。",
            "“見習い司書”星川ことり",
        ),
        (
            "【自】[リング]あなたのリングの“エース”日向 翔太がアタックした時、あなたは1枚引く。",
            "“エース”日向翔太",
        ),
        (
            "【自】[リング]あなたの山札から“依頼人”迷子の少年 陽太を1枚選び、手札に加える。",
            "“依頼人”迷子の少年陽太",
        ),
        (
            "【永】[リング](このカードが“剣術部部長”桐生院 凛とバトルしているなら、このカードを+1000/+0。)",
            "“剣術部部長”桐生院凛",
        ),
        (
            "【永】[リング]あなたのベンチに“双子の妹”ユナがあるなら、このカードを+2000/+0。",
            "“双子の妹”ユナ",
        ),
        ("【自】[リング]あなたのリングの“双子の妹”ローズはリングに残る。", "“双子の妹”ローズ"),
    ],
)
def test_bare_titled_name_is_one_name(text: str, name: str) -> None:
    assert name in _names(text)


@pytest.mark.parametrize("title", ["<見習い司書>", "‹見習い司書>", "＜見習い司書＞"])
def test_title_set_off_by_angle_brackets(title: str) -> None:
    """2.3.1.1: a title referred to in text is set off by 「<」「>」: read as “…”."""
    text = f"【永】[リング]あなたのベンチに{title}星川 ことりがあるなら、このカードを+2000/+0。"
    assert _names(text) == ["“見習い司書”星川ことり"]


def test_comparison_is_not_a_title() -> None:
    text = "【永】[リング]このカードのAP<3000なら、このカードを+2000/+0。"
    assert "「" not in parse_card(text, "vs").normalised.text


def test_two_names_in_one_sentence() -> None:
    text = "【自】[リング]あなたの山札から“エース”日向と“見習い司書”星川 ことりを1枚選び、手札に加える。"
    assert _names(text)[:2] == ["“エース”日向", "“見習い司書”星川ことり"]


@pytest.mark.parametrize(
    "text",
    [
        "【永】[リング]あなたのベンチに称号に“騎士”を含むカードがあるなら、このカードを+2000/+0。",
        "【永】[リング]あなたのリングのカードの名前が“ステラ”なら、そのカードを-0/+1。",
        "【自】[ベンチ]このカードが「“蒼の剣聖”アルス」をサポートした時、あなたは1枚引く。",
    ],
)
def test_neighbours_unchanged(text: str) -> None:
    r = parse_card(text, "vs")
    assert r.normalised.text.count("「") == text.count("「")


def test_title_alone_has_no_name() -> None:
    assert candidate_ends("称号に“騎士”を含む", len("称号に“騎士”")) == []
    assert candidate_ends("“騎士”", len("“騎士”")) == []


def test_offsets_kept() -> None:
    text = "【自】[リング]あなたのリングの“エース”日向 翔太がアタックした時、あなたは1枚引く。"
    r = parse_card(text, "vs")
    n = r.normalised
    i = n.text.index("「")
    j = n.text.index("」")
    assert text[n.offsets.starts[i] : n.offsets.ends[j - 1]] == "“エース”日向 翔太"
    k = n.text.index("が")
    assert text[n.offsets.starts[k]] == "が"


def test_other_games_unchanged() -> None:
    text = "【自】あなたのリングの“エース”日向翔太がアタックした時、あなたは1枚引く。"
    assert "「“" not in parse_card(text, "ws").normalised.text


def test_executable_and_matches_spaced_name() -> None:
    import ruling.games.vs  # noqa: F401
    from ruling.abilities import _abilities
    from ruling.games._vs.cardtext import named_match

    for text in (
        "【永】[リング]あなたのベンチに“見習い司書”星川 ことりがあるなら、このカードを+2000/+0。",
        "【自】[リング]あなたのリングの“エース”日向 翔太がアタックした時、あなたは1枚引く。",
    ):
        (ab,) = _abilities("vs", text, None)
        assert ab.program is not None, ab.reason

    class C:
        name = "星川 ことり"

        def value(self, k: str) -> object:
            return {"name": "星川 ことり", "title": "見習い司書"}.get(k)

    assert named_match(C(), "“見習い司書”星川ことり") is True  # type: ignore[arg-type]
    assert named_match(C(), "“部長”星川ことり") is False  # type: ignore[arg-type]


_PIECES = [
    "“見習い司書”",
    "“エース”",
    "星川",
    " ",
    "ことり",
    "日向",
    "翔太",
    "が",
    "を",
    "と",
    "の",
    "は",
]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_PIECES), min_size=1, max_size=6))
def test_recogniser_keeps_text_and_offsets(pieces: list[str]) -> None:
    """Whatever it wraps, the recogniser only adds 「」 around a span (the text without them is
    the normalised text) and every character keeps an original span inside the source."""
    text = (
        "【自】[リング]あなたのリングの" + "".join(pieces) + "がアタックした時、あなたは1枚引く。"
    )
    got = parse_card(text, "vs").normalised
    assert got.text.replace("「", "").replace("」", "") == normalise(text).text
    starts, ends = got.offsets.starts, got.offsets.ends
    assert len(starts) == len(got.text) + 1
    assert all(0 <= s <= e <= len(text) for s, e in zip(starts, ends, strict=False))
