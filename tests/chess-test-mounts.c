/* chess-test-mounts.c: a small full disk and a read-only folder for the
 * tests that check a write fails without harm
 *
 * A small tmpfs is a disk that fills up; a read-only mount refuses every
 * writer, root included (CI runs as root, and root writes into a folder
 * whatever its mode says). Only root may mount. The mounts are made in a
 * mount namespace of the test process's own, so that none outlives the
 * test, however it ends: an assertion that aborts between mount and
 * unmount used to leave a tmpfs or a bind mount behind on the machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#define _GNU_SOURCE
#include "chess-test-mounts.h"

#include <errno.h>
#include <sched.h>
#include <sys/mount.h>
#include <unistd.h>

static gboolean may_mount;

static guint
count_threads (void)
{
  g_autoptr(GDir) tasks = g_dir_open ("/proc/self/task", 0, NULL);
  guint n = 0;

  while (tasks != NULL && g_dir_read_name (tasks) != NULL)
    n++;
  return n;
}

/* Call first in main(), before any thread starts: a namespace is a
 * thread's own, and the threads and processes it starts later inherit
 * it, so the app's writer threads and the test's child processes see the
 * mounts and nothing outside the test does. TRUE when this process may
 * mount (root, allowed to unshare); tests that need a mount skip
 * otherwise. */
gboolean
chess_test_mounts_init (void)
{
  if (geteuid () != 0)
    return FALSE;
  if (count_threads () != 1)
    g_error ("chess_test_mounts_init() must run before any thread starts");
  if (unshare (CLONE_NEWNS) != 0)
    {
      g_debug ("No mount namespace of our own: %s", g_strerror (errno));
      return FALSE;
    }
  /* Where / is a shared mount (systemd makes it one), mounts would still
   * reach the namespace we came from. In a chroot, whose / is no mount
   * point, this fails; the mounts are then made there, and the tests
   * unmount them as before. */
  if (mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) != 0)
    g_debug ("Mounts stay shared: %s", g_strerror (errno));
  may_mount = TRUE;
  return TRUE;
}

/* A tmpfs of KIB kibibytes over FOLDER. */
gboolean
chess_test_mount_small_disk (const char *folder,
                             guint       kib)
{
  g_autofree char *options = g_strdup_printf ("size=%uk,mode=0700", kib);

  return may_mount && mount ("tmpfs", folder, "tmpfs", 0, options) == 0;
}

/* FOLDER as it is, read-only: a bind mount of it over itself, made
 * read-only. Over a small disk the disk stays full or not as it was. */
gboolean
chess_test_mount_read_only (const char *folder)
{
  if (!may_mount || mount (folder, folder, NULL, MS_BIND, NULL) != 0)
    return FALSE;
  if (mount (NULL, folder, NULL, MS_REMOUNT | MS_BIND | MS_RDONLY, NULL) != 0)
    {
      umount2 (folder, 0);
      return FALSE;
    }
  return TRUE;
}

/* Takes off the mount made last over FOLDER. */
gboolean
chess_test_unmount (const char *folder)
{
  return may_mount && umount2 (folder, 0) == 0;
}
