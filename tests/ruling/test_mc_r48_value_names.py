"""Monster Collection (mc), round 48 (s45mcF): one table naming a unit's values.

``ruling/games/_mc/cardtext.py`` defined ``_VALUE_NAMES`` twice: once (for a value in MC's notation
「攻撃力 / 防御力 / レベル:n」, 4.6.1, printed as a name the grammar does not type) mapping to the
board's names (``attack`` / ``defense``), and once (for 「対象の「攻撃力」」, 2.1.15-2.1.17) mapping to
the grammar's ids (``attack_power`` / ``defence_power``). The second replaced the first for the
whole module, so a quoted 「攻撃力:n」 read as a name and bounded (4.1.14: 以上 / 以下 / 未満) filtered
on ``attack_power``, a value no unit on the board has. Today the grammar types 「攻撃力:n」 and
「防御力:n」 as a ``StatValue`` (only 「レベル:n」 reaches the name path, and 「レベル」 maps to
``level`` in both tables), so no printed text was misread yet; the function is tested directly.
Now there is one table (name -> grammar id) and the board's name is ``STATS`` of it.
"""

from __future__ import annotations

import pytest

from grammar import ast as A
from ruling.rules import get_game

get_game("mc")

from ruling.games._mc import cardtext as ct  # noqa: E402


@pytest.mark.parametrize(
    ("name", "nxt", "expected"),
    [
        ("攻撃力:2", A.Word("or_more"), ("attack", ">=", 2)),
        ("防御力:3", A.Unknown("未満"), ("defense", "<=", 2)),
        ("レベル:2", A.Word("or_more"), ("level", ">=", 2)),
        ("攻撃力:2以下", None, ("attack", "<=", 2)),
        ("防御力:3未満", None, ("defense", "<=", 2)),
    ],
)
def test_a_quoted_value_read_as_a_name_bounds_the_boards_value(
    name: str, nxt: object, expected: tuple[str, str, int]
) -> None:
    """4.6.1 / 4.1.14: the bound is on the unit's value as the board names it (``STATS``)."""
    assert ct._quoted_value_bound(A.Name(name), nxt) == expected
    assert expected[0] in ct.STATS.values()


def test_a_value_word_is_the_grammars_id() -> None:
    """「対象の「攻撃力」」 (2.1.15): the grammar's id, a key of ``STATS``."""
    for name in ("攻撃力", "防御力", "レベル"):
        assert ct._value_word(A.Name(name)) in ct.STATS
