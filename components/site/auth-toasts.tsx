"use client";

import { useSession } from "next-auth/react";
import { useEffect } from "react";
import { toast } from "sonner";

import { takeAuthEvent } from "@/lib/auth-client";

/** Greets the user after a sign-in or sign-out that went through a full-page redirect. */
export function AuthToasts() {
  const { status } = useSession();
  useEffect(() => {
    if (status === "loading") return;
    const event = takeAuthEvent();
    if (event === "signed-out") {
      toast.success("Signed Out", { description: "You have been signed out." });
    } else if (event === "demo" && status === "authenticated") {
      toast.success("Demo Mode Active", { description: "You're signed in with demo authentication." });
    } else if (event === "oauth" && status === "authenticated") {
      toast.success("Welcome back!", {
        description: "You're now signed in to LaunchForge and can access all features.",
      });
    }
  }, [status]);
  return null;
}
