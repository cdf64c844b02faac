"""`shinpan site build -o DIR`: every page of the rulebook site written to a directory.

The site is written into ``DIR.tmp-<pid>`` and swapped in by renames, so a reader (a static
server) never sees half a site. A directory that is not empty and was not written by this
command (no ``.shinpan-site`` marker) is refused, never overwritten. What a build killed
part-way left (``DIR.tmp-<pid>``; ``DIR.old-<pid>`` if killed between the two renames, put back
when ``DIR`` is missing) is cleaned up by the next build.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kb.errors import KBError

if TYPE_CHECKING:
    from kb.api import KB

MARKER = ".shinpan-site"


def _clean_stale(out: Path) -> None:
    """What builds killed part-way left beside ``out``: ``DIR.tmp-<pid>`` (a site half
    written) is removed; ``DIR.old-<pid>`` (the previous site, moved aside just before the new
    one was renamed in) is put back if ``DIR`` is missing, else removed. Only for processes
    no longer running."""
    from kb.files import process_alive

    try:
        names = sorted(os.listdir(out.parent))
    except OSError:
        return
    for name in names:
        for kind in ("tmp", "old"):
            prefix = f"{out.name}.{kind}-"
            rest = name[len(prefix) :] if name.startswith(prefix) else ""
            if not rest.isdigit() or int(rest) == os.getpid() or process_alive(int(rest)):
                continue
            p = out.parent / name
            with contextlib.suppress(OSError):
                if kind == "old" and not out.exists() and (p / MARKER).exists():
                    os.replace(p, out)
                else:
                    shutil.rmtree(p)


def build_site(
    kb: KB, out: Path, progress: Callable[[int, int], None] | None = None
) -> dict[str, Any]:
    from kb.site.pages import Site

    out = Path(out)
    if out.exists() and (not out.is_dir() or (any(out.iterdir()) and not (out / MARKER).exists())):
        raise KBError(
            f"{out} exists and is not a site written by `shinpan site build`; it was left "
            "untouched (choose another -o DIR or empty it)",
            f"{out} はすでにあり、`shinpan site build` が書いたサイトではないので、触れずに"
            "そのままにしました（別の -o DIR を指定するか、空にしてください）",
        )
    _clean_stale(out)
    t0 = time.perf_counter()
    site = Site(kb)
    paths = site.paths()
    tmp = out.with_name(f"{out.name}.tmp-{os.getpid()}")
    shutil.rmtree(tmp, ignore_errors=True)
    sizes: dict[str, int] = {}
    try:
        for i, p in enumerate(paths, start=1):
            data = site.render(p)
            if data is None:  # a path the site lists but cannot render is a bug
                raise RuntimeError(f"no page for {p}")
            f = tmp / p
            f.parent.mkdir(parents=True, exist_ok=True)
            f.write_bytes(data)
            sizes[p] = len(data)
            if progress is not None:
                progress(i, len(paths))
        (tmp / MARKER).write_text("written by shinpan site build\n", encoding="utf-8")
        old = out.with_name(f"{out.name}.old-{os.getpid()}")
        if out.exists():
            os.replace(out, old)
        os.replace(tmp, out)
        shutil.rmtree(old, ignore_errors=True)
    except OSError as e:
        shutil.rmtree(tmp, ignore_errors=True)
        why = e.strerror or str(e)
        raise KBError(
            f"cannot write the site to {out}: {why}", f"{out} にサイトを書けません: {why}"
        ) from None
    except BaseException:
        with contextlib.suppress(OSError):
            shutil.rmtree(tmp, ignore_errors=True)
        raise
    html = {p: n for p, n in sizes.items() if p.endswith(".html")}
    index = {p: n for p, n in sizes.items() if p.endswith("search-index.js")}
    largest = max(html, key=lambda p: html[p])
    largest_index = max(index, key=lambda p: index[p])
    return {
        "output": str(out),
        "pages": len(html),
        "files": len(sizes),
        "bytes": sum(sizes.values()),
        "seconds": round(time.perf_counter() - t0, 2),
        "largest_page": {"path": largest, "bytes": html[largest]},
        "largest_index": {"path": largest_index, "bytes": index[largest_index]},
        "static_bytes": {p: n for p, n in sizes.items() if p.startswith("static/")},
    }
