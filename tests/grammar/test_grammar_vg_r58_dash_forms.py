"""Round 58 (s55vgR2): the keyword dash forms and kana token names (docs/cardtext.md, VG round 58)."""

from __future__ import annotations

import pytest

from grammar.normalise import normalise
from grammar.parse import parse_card


def _text(s: str) -> str:
    n = normalise(s)
    return str(getattr(n, "text", n))


@pytest.mark.parametrize(
    "printed",
    [
        "【自】【(R)】：連波（２回目のバトル）－このユニットがアタックした時、１枚引く。",
        "【自】【(R)】：連波(２回目)：このユニットがアタックした時、１枚引く。",
        "【自】【(R)】連波(２回目)：このユニットがアタックした時、１枚引く。",
    ],
)
def test_wave_battles_read_as_the_head_keyword(printed: str) -> None:
    assert _text(printed).startswith("【自】【(R)】連波(2回目):このユニット")


def test_wave_later_battles_keep_their_words() -> None:
    assert _text("【自】【(R)】：連波（３回目以降のバトル）－１枚引く。").startswith(
        "【自】【(R)】連波(3回目以降):"
    )


def test_a_dash_before_a_marker_is_no_head_keyword_colon() -> None:
    # 「連波(2回目)-【自】」 is a prefix before the markers, left to the grammar as before
    assert _text("連波(２回目)－【自】【(R)】：１枚引く。").startswith("連波(2回目)-【自】")


@pytest.mark.parametrize("quoted", [True, False])
def test_melody_outer_marker_dropped(quoted: bool) -> None:
    inner = "【永】：このユニットのパワー＋3000。"
    body = f"『{inner}』" if quoted else inner
    got = _text(f"【永】：旋律－{body}これは旋律を持つあなたのユニットすべてが共有する。")
    assert got.startswith("旋律-【永】:このユニットのパワー+3000。")
    r = parse_card(f"【永】：旋律－{body}これは旋律を持つあなたのユニットすべてが共有する。", "vg")
    assert r.card is not None and len(r.card.abilities) == 1


def test_unmarked_keyword_dash_unchanged() -> None:
    # no outer marker: nothing to drop
    assert _text("旋律－【永】：このユニットのパワー＋3000。").startswith("旋律-【永】:")


def _named(s: str) -> list[str]:
    """The NAMED tokens the lexer reads in ``s``."""
    from grammar.parse import _parse_clause_tree

    tree = _parse_clause_tree(_text(s).rstrip("。"))
    assert not isinstance(tree, str), tree
    out: list[str] = []

    def walk(x: object) -> None:
        if getattr(x, "type", None) == "NAMED":
            out.append(str(x))
        for c in getattr(x, "children", ()):
            walk(c)

    walk(tree)
    return out


@pytest.mark.parametrize("name", ["見習い兵", "切り込み隊長", "兵士"])
def test_token_names_with_kana(name: str) -> None:
    assert _named(f"{name}・トークンを１枚(R)にコールする。") == [f"{name}・トークン"]
    assert parse_card(f"{name}・トークンを１枚(R)にコールする。", "vg").card is not None


def test_particles_are_no_token_name() -> None:
    # 「山札の上から兵士・トークン」: の / から are particles, the name is 兵士
    assert "山札の上から兵士・トークン" not in _named(
        "山札の上から兵士・トークンを１枚(R)にコールする。"
    )
