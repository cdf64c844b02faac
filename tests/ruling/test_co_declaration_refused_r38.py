"""「…はディフェンス宣言 / アタック宣言を行うことができない」 (round 38, issue 12): refusing an
act's declaration, which begins the act (3.4.5.2, 3.4.5.3), refuses the act — the same program
as 「…はディフェンス / アタックを行うことができない」."""

from __future__ import annotations

import pytest

from tests.ruling.boards import co_ability


@pytest.mark.parametrize("act", ["ディフェンス", "アタック"])
def test_the_declaration_refused_is_the_act_refused(act: str) -> None:
    plain = co_ability(f"『X』は{act}を行うことができない。")
    declared = co_ability(f"『X』は{act}宣言を行うことができない。")
    assert plain.supported and declared.supported, declared.reason
    assert declared.program == plain.program
    assert declared.program.keyword == ("no_defend" if act == "ディフェンス" else "no_attack")
