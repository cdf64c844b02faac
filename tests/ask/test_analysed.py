"""The shipped analyses of the bundled documents' strings (kb/ask/analysed.json.gz) are in sync
with the analyser: a build that reads them writes the index the analyser would."""

from __future__ import annotations

import pytest

from kb.ask import analysed
from kb.ask.analyse import AnalyserError, analyser

REGENERATE = "regenerate it: python -m kb.ask.analysed --write"


@pytest.fixture(scope="module")
def an():
    try:
        a = analyser("mecab")
    except AnalyserError as e:
        pytest.skip(str(e))
    written, installed = analysed.shipped_packages(a.name), analysed.package_versions(a.name)
    if written and written != installed:
        # A release of the analyser or its dictionary after the file was written: the file is
        # not read (its fingerprint differs), so builds analyse live — slower, same index. Not
        # a fault of this checkout, so it skips; the bench shows the cost.
        pytest.skip(
            f"installed {installed} differ from the {written} kb/ask/{analysed.FILE} was "
            f"written with; the file is not read (builds analyse live): {REGENERATE}"
        )
    return a


def test_the_shipped_file_is_for_the_running_analyser(an) -> None:
    fp, strings = analysed._shipped(an.name)
    assert strings, f"kb/ask/{analysed.FILE} is missing: {REGENERATE}"
    assert fp == analysed.fingerprint(an), (
        f"the analyser, its packages or the lexicon changed since kb/ask/{analysed.FILE} was "
        f"written: {REGENERATE}"
    )


def test_the_shipped_file_holds_every_bundled_string_as_the_analyser_reads_it(an) -> None:
    _, strings = analysed._shipped(an.name)
    now = analysed.table(an, analysed.bundled_strings())
    missing = now.keys() - strings.keys()
    stale = strings.keys() - now.keys()
    assert not missing and not stale, (
        f"{len(missing)} strings of the bundled documents not in kb/ask/{analysed.FILE}, "
        f"{len(stale)} no longer analysed: {REGENERATE}"
    )
    wrong = [k for k in now if now[k] != strings[k]]
    assert not wrong, f"{len(wrong)} strings analysed otherwise: {REGENERATE}"


def test_lookup_reads_the_file_and_falls_back_to_the_analyser(an, monkeypatch) -> None:
    text = analysed.bundled_strings()[100]
    shipped = analysed.lookup(an)
    assert shipped(text) == analysed.norms_of(an, text)
    unknown = "山札の上から1枚を控え室に置く。"  # a string no bundled document prints
    assert analysed.digest(unknown) not in analysed._shipped(an.name)[1]
    assert shipped(unknown) == analysed.norms_of(an, unknown)
    assert shipped(unknown).all != shipped(unknown).simple  # 控え室 joins a compound
    # a file written for another analyser version is not read
    monkeypatch.setattr(analysed, "fingerprint_cached", lambda an: "another")
    calls = []
    monkeypatch.setattr(analysed, "norms_of", lambda an, t: calls.append(t) or ([], []))
    analysed.lookup(an)(text)
    assert calls == [text]
