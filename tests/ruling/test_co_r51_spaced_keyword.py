"""co round 51 (s48coA): a keyword printed first on a line and set off from the effect by a space
(「使い捨て 対象のキャラクターに1点のダメージを与える。」, the layout card lists print for 3-4-3's
「使い捨て」) is read as the keyword's own sentence, as 「使い捨て。対象の…」 is
(``grammar.headkeyword``): the spell's damage is dealt (4.3.2.6, 4.3.9) and the card goes to the
dustbox after it resolves (3.4.3, 4.2.3). Without the reading, 「使い捨て対象の…」 was typed as the
verbs 使い + 捨て and the whole text refused. A keyword's name glued to the next word, with no
space in the source, is left as printed."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from tests.ruling.boards import co_run, decided, main_state, unsupported


@pytest.mark.parametrize("sep", [" ", "\u3000", "。"])
def test_co_spaced_disposable_spell_deals_its_damage(sep: str) -> None:
    r = co_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    hp: 12\n    energy: 1\n"
        "    deck: 10\n    hand:\n"
        f'      - {{name: 火花, type: spell, cost: 1, text: "使い捨て{sep}対象のキャラクターに1点の'
        'ダメージを与える。"}\n'
        "  B:\n    hp: 12\n    deck: 10\n    field: [{name: 小鬼, type: character, ap: 1, dp: 1}]\n"
        "actions:\n  - {do: play, player: A, card: 火花, target: 小鬼}\n"
        "ask: [小鬼.zone, 火花.zone]\n"
    )
    assert not unsupported(r)
    assert main_state(r, "小鬼.zone") == "B.dustbox"
    assert main_state(r, "火花.zone") == "A.dustbox"
    assert {"4.3.2.6", "3.4.3"} <= decided(r)


def test_co_spaced_head_keyword_is_held_by_the_ability() -> None:
    card = parse_card("使い捨て 対象のプレイされたカードをうち消す。", "co").card
    assert card is not None and len(card.abilities) == 1
    ab = card.abilities[0]
    assert ab.keyword is not None and ab.keyword.id == "disposable"
    assert ab.effect is not None


def test_co_keyword_glued_without_a_space_is_left_as_printed() -> None:
    norm = parse_card("使い捨て対象のキャラクターに1点のダメージを与える。", "co").normalised
    assert "。" not in norm.text[:6]
    spaced = parse_card("使い捨て 対象のキャラクターに1点のダメージを与える。", "co").normalised
    assert spaced.text.startswith("使い捨て。")
    # the inserted 「。」 maps to the space it reads
    assert spaced.offsets.original[spaced.offsets.starts[4] : spaced.offsets.ends[4]] == " "
