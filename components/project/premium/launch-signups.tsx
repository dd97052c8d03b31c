"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { apiJson, apiRequest, errorMessage } from "@/lib/api-client";
import type { WaitlistSignupView } from "@/lib/launch/schemas";

/** The launch page's query key (its stats change when a signup is deleted here). */
export const launchPageKey = (projectId: string) => ["/api/projects", projectId, "launch-page"] as const;
const signupsKey = (projectId: string) => ["/api/projects", projectId, "launch-page", "signups"] as const;

/** The waitlist of a launch page: newest first, exported as CSV, one signup deleted on request. */
export function Signups({ projectId, count }: { projectId: string; count: number }) {
  const queryClient = useQueryClient();
  const list = useQuery<{ signups: WaitlistSignupView[] }>({
    queryKey: [...signupsKey(projectId), count],
    queryFn: () => apiJson("GET", `/api/projects/${projectId}/launch-page/signups`),
    staleTime: 0,
  });

  async function remove(signup: WaitlistSignupView) {
    if (!window.confirm(`Delete ${signup.email} from the waitlist for good?`)) return;
    try {
      await apiRequest("DELETE", `/api/projects/${projectId}/launch-page/signups/${signup.id}`);
      await queryClient.invalidateQueries({ queryKey: launchPageKey(projectId) });
      toast.success("Deleted", { description: `${signup.email} is no longer on the list.` });
    } catch (error) {
      toast.error("Delete Failed", { description: errorMessage(error, "Please try again.") });
    }
  }

  const signups = list.data?.signups ?? [];
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted-foreground">
          {count === 0 ? "No signups yet." : `${count} ${count === 1 ? "signup" : "signups"}, newest first.`}
        </p>
        {count > 0 && (
          <Button asChild size="sm" variant="outline">
            <a href={`/api/projects/${projectId}/launch-page/signups?format=csv`} download>
              <DownloadIcon aria-hidden /> Export CSV
            </a>
          </Button>
        )}
      </div>
      {signups.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-muted-foreground">
              <tr>
                <th className="py-1 pr-3 font-medium">E-mail</th>
                <th className="py-1 pr-3 font-medium">Name</th>
                <th className="py-1 pr-3 font-medium">Answer</th>
                <th className="py-1 pr-3 font-medium">Confirmed</th>
                <th className="py-1 pr-3 font-medium">Joined</th>
                <th className="py-1 font-medium">
                  <span className="sr-only">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {signups.map((s) => (
                <tr key={s.id} className="border-t">
                  <td className="py-1.5 pr-3 break-all">{s.email}</td>
                  <td className="py-1.5 pr-3">{s.name ?? ""}</td>
                  <td className="py-1.5 pr-3">{s.answer ?? ""}</td>
                  <td className="py-1.5 pr-3">{s.confirmed ? "Yes" : "No"}</td>
                  <td className="py-1.5 pr-3 whitespace-nowrap">{s.createdAt.slice(0, 10)}</td>
                  <td className="py-1.5">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Delete ${s.email}`}
                      onClick={() => void remove(s)}
                    >
                      <Trash2Icon aria-hidden className="size-4" />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
